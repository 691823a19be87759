/**
 * The build's hashed files from memory (server/http/hashed-assets.ts): read once with their
 * precompressed copies and kept, by the client's Accept-Encoding; a file not there yet is found
 * once a build writes it; anything that is not a plain script or style name goes to the disk
 * server, which refuses paths out of the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress-plugin';
import { createApp } from '../../server/app';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();

const code = `export const crew = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Crew ${i}`))};\n`;

async function builtApp() {
  const dist = join(mkdtempSync(join(tmpdir(), 'roadie-build-')), 'dist');
  const assets = join(dist, 'assets');
  mkdirSync(assets, { recursive: true });
  writeFileSync(join(assets, 'app-1a2b.js'), code);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Roadie</title>');
  await precompressFiles(dist, [{ fileName: 'assets/app-1a2b.js', bytes: new TextEncoder().encode(code) }]);
  const app = createApp({ ...t.deps, config: { ...t.deps.config, distDir: dist } }, { serveApp: true });
  return { dist, assets, app };
}

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('hashed assets', () => {
  it('are read once with their compressed copies and then answered from memory', async () => {
    const { assets, app } = await builtApp();
    const first = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(brotliDecompressSync(await body(first)).toString()).toBe(code);

    // Gone from the disk: every encoding is still answered, so it was all read the first time.
    rmSync(assets, { recursive: true });
    const br = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('last-modified')).toBeTruthy();
    const brBytes = await body(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(code);

    const gz = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).toString()).toBe(code);

    const plain = await app.request('/assets/app-1a2b.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(code);
  });

  it('answer HEAD with the headers alone', async () => {
    const { app } = await builtApp();
    const head = await app.request('/assets/app-1a2b.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(code));
    expect((await body(head)).byteLength).toBe(0);
  });

  it('that are missing are 404, and found once a build writes them', async () => {
    const { assets, app } = await builtApp();
    const missing = await app.request('/assets/next-9f8e.js');
    expect(missing.status).toBe(404);
    writeFileSync(join(assets, 'next-9f8e.js'), 'export const next = 1;\n');
    const written = await app.request('/assets/next-9f8e.js');
    expect(written.status).toBe(200);
    expect(await written.text()).toBe('export const next = 1;\n');
  });

  it('leave other names to the disk server, which keeps paths inside the folder', async () => {
    const { dist, assets, app } = await builtApp();
    writeFileSync(join(assets, 'app-1a2b.js.map'), '{"version":3}');
    writeFileSync(join(dist, '..', 'secret.txt'), 'not an asset');
    const map = await app.request('/assets/app-1a2b.js.map');
    expect(map.status).toBe(200);
    expect(await map.text()).toBe('{"version":3}');
    for (const path of [
      '/assets/..%2F..%2Fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/.hidden.js',
    ]) {
      const refused = await app.request(path);
      expect(refused.status, path).toBe(404);
      expect(await refused.text(), path).not.toContain('not an asset');
    }
  });
});
