/**
 * Compression (server/http/compression.ts, static-app.ts): answers shrink by the client's
 * Accept-Encoding and decode to exactly what an uncompressed request gets; byte ranges, small
 * answers and refused encodings stay as they are; the built assets go out precompressed.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress-plugin';
import { createApp } from '../../server/app';
import { chooseEncoding } from '../../server/http/compression';
import { download, downloadUrl, tourFile } from '../support/file-factories';
import { setupTestApp } from '../support/test-app';
import { ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

async function fetchRaw(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers });
  return { headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('API answers', () => {
  it('are brotli-compressed for a browser and decode to the same JSON', async () => {
    const plain = await fetchRaw('/api/openapi.json');
    const br = await fetchRaw('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-length')).toBeNull();
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 5);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString())).toEqual(JSON.parse(plain.bytes.toString()));
  });

  it('use gzip where brotli is not offered or refused, keeping the route’s own headers', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const path = `/api/sync/tours/${tour.id}/changes?since=0`;
    const auth = { authorization: `Bearer ${owner.token}` };
    const plain = await fetchRaw(path, auth);
    for (const offer of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const gz = await fetchRaw(path, { ...auth, 'accept-encoding': offer });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('cache-control')).toBe('no-store');
      expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    }
  });

  it('stay uncompressed when small, or when no encoding we make is accepted', async () => {
    const small = await fetchRaw('/api/healthcheck', { 'accept-encoding': 'br, gzip' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(small.bytes.toString())).toMatchObject({ data: expect.anything() });
    const identity = await fetchRaw('/api/openapi.json', { 'accept-encoding': 'identity, br;q=0' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(() => JSON.parse(identity.bytes.toString())).not.toThrow();
  });

  it('leave file downloads byte-exact, so ranges keep meaning the stored bytes', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const text = new TextEncoder().encode('Bus call 09:00\n'.repeat(200));
    const file = await tourFile(t, owner.token, tour.id, text, 'Bus calls.txt');
    const { url } = await downloadUrl(t, owner.token, file.id);
    const response = await t.app.request(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(text);
    expect((await download(t, url)).bytes).toEqual(text);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate, identity', undefined],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('the built assets', () => {
  it('are written precompressed by the build and served by Accept-Encoding', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'roadie-dist-'));
    mkdirSync(join(dist, 'assets'));
    const code = `export const crew = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Crew ${i}`))};\n`;
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), code);
    writeFileSync(join(dist, 'assets', 'tiny-1a2b.js'), 'export {};\n');
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Roadie</title>');
    const encode = (text: string) => new TextEncoder().encode(text);
    await precompressFiles(dist, [
      { fileName: 'assets/app-1a2b.js', bytes: encode(code) },
      { fileName: 'assets/tiny-1a2b.js', bytes: encode('export {};\n') },
    ]);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'app-1a2b.js.br'))).toString()).toBe(code);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'app-1a2b.js.gz'))).toString()).toBe(code);
    expect(() => readFileSync(join(dist, 'assets', 'tiny-1a2b.js.br'))).toThrow();

    const app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } }, { serveApp: true });
    const br = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(code);
    const gz = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/app-1a2b.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });
});
