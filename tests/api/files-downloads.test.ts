import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_TTL_SECONDS } from '#contract/files';
import { files } from '../../server/db/schema/index';
import { pruneExpired } from '../../server/maintenance';
import { signedInUser } from '../support/factories';
import { dayFile, download, downloadUrl, tourFile } from '../support/file-factories';
import { OFFICE, SAMPLES } from '../support/file-samples';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

const URL_PATTERN = /^\/api\/files\/download\/[\w.-]+$/;

describe('POST /api/upload/download-url → GET /api/files/download/{token}', () => {
  it('any member gets a short-lived URL that serves the exact bytes without a bearer token', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const file = await dayFile(t, owner.token, day.id, SAMPLES.pdf, 'Stage plot — Brixton.pdf');

    const link = await downloadUrl(t, crew.token, file.id);
    expect(link).toEqual({
      url: expect.stringMatching(URL_PATTERN),
      expiresAt: new Date(
        Math.floor(t.clock.now().getTime() / 1000) * 1000 + DOWNLOAD_URL_TTL_SECONDS * 1000,
      ).toISOString(),
      cacheable: true,
    });
    const got = await download(t, link.url);
    expect(got.status).toBe(200);
    expect(got.bytes).toEqual(SAMPLES.pdf);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-length')).toBe(String(SAMPLES.pdf.length));
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(
      `inline; filename="Stage plot _ Brixton.pdf"; filename*=UTF-8''Stage%20plot%20%E2%80%94%20Brixton.pdf`,
    );
    expect(got.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('text and Office files download as attachments with their stored type', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const notes = await tourFile(t, owner.token, tour.id, SAMPLES.text, 'Notes.txt');
    const advance = await tourFile(t, owner.token, tour.id, OFFICE.docx, 'Advance.docx');
    const text = await download(t, (await downloadUrl(t, owner.token, notes.id)).url);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.headers.get('content-disposition')).toMatch(/^attachment; filename="Notes.txt"/);
    expect(new TextDecoder().decode(text.bytes)).toBe(new TextDecoder().decode(SAMPLES.text));
    const docx = await download(t, (await downloadUrl(t, owner.token, advance.id)).url);
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.bytes).toEqual(OFFICE.docx);
  });

  it('the URL stops working when it expires', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.png, 'Map.png');
    const link = await downloadUrl(t, owner.token, file.id);
    t.clock.advance(DOWNLOAD_URL_TTL_SECONDS - 5);
    expect((await download(t, link.url)).status).toBe(200);
    t.clock.advance(10);
    const expired = await download(t, link.url);
    expect(expired.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(expired.bytes))).toMatchObject({
      error: { code: 'not_found' },
    });
  });

  it('a tampered, forged or malformed token: 404', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const other = await tourFile(t, owner.token, tour.id, SAMPLES.png, 'Other.png');
    const { url } = await downloadUrl(t, owner.token, file.id);
    const [fileId, expiry, signature] = (url.split('/').pop() ?? '').split('.');
    const later = String(Number(expiry) + 3600);
    const flipped = `${signature?.[0] === 'A' ? 'B' : 'A'}${signature?.slice(1)}`;
    for (const token of [
      `${fileId}.${later}.${signature}`,
      `${other.id}.${expiry}.${signature}`,
      `${fileId}.${expiry}.${flipped}`,
      `${fileId}.${expiry}`,
      'not-a-token',
    ]) {
      expect((await download(t, `/api/files/download/${token}`)).status, token).toBe(404);
    }
  });

  it('a deleted file is gone, even for a URL issued before', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const { url } = await downloadUrl(t, owner.token, file.id);
    must(await t.del(`/api/tour-files/${file.id}`, undefined, { token: owner.token }));
    expect((await download(t, url)).status).toBe(404);
    const again = await t.post<ErrorBody>(
      '/api/upload/download-url',
      { fileId: file.id },
      { token: owner.token },
    );
    expect(again.status).toBe(404);
  });

  it('a non-member gets 404 for a URL; a bad id is 400; no session is 401', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const file = await tourFile(t, owner.token, tour.id, SAMPLES.pdf);
    const stranger = await signedInUser(t);
    const asked = await t.call('POST /upload/download-url', {
      body: { fileId: file.id },
      token: stranger.token,
    });
    expect(asked.status).toBe(404);
    expect((await t.post('/api/upload/download-url', { fileId: 'x' }, { token: owner.token })).status).toBe(
      400,
    );
    expect((await t.post('/api/upload/download-url', { fileId: file.id })).status).toBe(401);
  });
});

describe('bytes nobody can reach are swept', () => {
  it('deleting a whole tour leaves its files’ bytes to the hourly sweep; live files keep theirs', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const gone = await dayFile(t, owner.token, day.id, SAMPLES.pdf);
    const other = await ownerWithTour(t);
    const live = await tourFile(t, other.owner.token, other.tour.id, SAMPLES.pdf);
    const keyOf = async (id: string) =>
      (await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key ?? '';
    const goneKey = await keyOf(gone.id);
    const liveKey = await keyOf(live.id);
    must(await t.del(`/api/tours/${tour.id}`, undefined, { token: owner.token }));
    expect(await t.deps.storage.exists(goneKey)).toBe(true);

    // Young bytes may belong to an upload about to be recorded: they get an hour's grace.
    await pruneExpired(t.db, t.deps.storage, t.clock.now());
    expect(await t.deps.storage.exists(goneKey)).toBe(true);
    t.clock.advance(2 * 3600);
    await pruneExpired(t.db, t.deps.storage, t.clock.now());
    expect(await t.deps.storage.exists(goneKey)).toBe(false);
    expect(await t.deps.storage.exists(liveKey)).toBe(true);
  });
});
