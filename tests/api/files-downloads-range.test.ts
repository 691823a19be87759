/**
 * HTTP Range on downloads (RFC 9110 §14): a phone resuming a large PDF asks for the rest, a video
 * player seeks. One range per request; several, or a malformed header, get the whole file.
 */
import { describe, expect, it } from 'vitest';
import { download, downloadUrl, tourFile } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { attachDocument } from '../support/profile-factories';
import { setupTestApp } from '../support/test-app';
import { ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();
const size = SAMPLES.pdf.length;

async function rangedGet(url: string, headers: Record<string, string>) {
  const response = await t.app.request(url, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function pdfLink() {
  const { owner, tour } = await ownerWithTour(t);
  const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
  return { owner, url: (await downloadUrl(t, owner.token, file.id)).url };
}

describe('GET /api/files/download/{token} with Range', () => {
  it('a full answer says it accepts byte ranges', async () => {
    const { url } = await pdfLink();
    const got = await download(t, url);
    expect(got.status).toBe(200);
    expect(got.headers.get('accept-ranges')).toBe('bytes');
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-', 10, size - 1],
    ['bytes=-20', size - 20, size - 1],
    ['bytes=5-5', 5, 5],
    // An end past the file is cut to its last byte; a suffix longer than the file is all of it.
    [`bytes=3-${size + 100}`, 3, size - 1],
    [`bytes=-${size + 100}`, 0, size - 1],
  ])('%s → 206 with exactly that slice', async (range, start, end) => {
    const { url } = await pdfLink();
    const got = await rangedGet(url, { range });
    expect(got.status).toBe(206);
    expect(got.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(got.headers.get('content-length')).toBe(String(end - start + 1));
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('accept-ranges')).toBe('bytes');
    expect(got.bytes).toEqual(SAMPLES.pdf.subarray(start, end + 1));
  });

  it.each([`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0'])(
    '%s (outside the file) → 416 with the size',
    async (range) => {
      const { url } = await pdfLink();
      const got = await rangedGet(url, { range });
      expect(got.status).toBe(416);
      expect(got.headers.get('content-range')).toBe(`bytes */${size}`);
    },
  );

  it.each(['bytes=9-3', 'bytes=0-1,5-6', 'items=0-9', 'bytes=abc', 'bytes=-'])(
    '%s (not one byte range) → the whole file',
    async (range) => {
      const { url } = await pdfLink();
      const got = await rangedGet(url, { range });
      expect(got.status).toBe(200);
      expect(got.bytes).toEqual(SAMPLES.pdf);
    },
  );

  it('If-Range with the file’s validator resumes; with anything else the whole file comes', async () => {
    const { url } = await pdfLink();
    const etag = (await download(t, url)).headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const resumed = await rangedGet(url, { range: 'bytes=100-', 'if-range': etag });
    expect(resumed.status).toBe(206);
    expect(resumed.bytes).toEqual(SAMPLES.pdf.subarray(100));
    const stale = await rangedGet(url, { range: 'bytes=100-', 'if-range': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes).toEqual(SAMPLES.pdf);
  });

  it('a slice of a personal document is never cacheable either', async () => {
    const { owner } = await pdfLink();
    const document = await attachDocument(t, owner.token);
    const { url } = await downloadUrl(t, owner.token, document.fileId);
    const got = await rangedGet(url, { range: 'bytes=0-99' });
    expect(got.status).toBe(206);
    expect(got.headers.get('cache-control')).toBe('no-store');
  });

  it('an expired or forged link is 404 with or without a Range', async () => {
    const { url } = await pdfLink();
    t.clock.advance(3600);
    expect((await rangedGet(url, { range: 'bytes=0-9' })).status).toBe(404);
  });
});
