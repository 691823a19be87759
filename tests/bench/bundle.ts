/**
 * Bundle size: gzip of the JS the first screen loads (index.html's module script + modulepreload
 * links; /login is rendered by the entry and its preloads) and of all JS/CSS in the assets. Reads
 * `.bench/dist`, which run.ts builds at the start of every run (`dist/` may be rebuilt by others).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addRow, verdict } from './table';

const DIST = new URL('../../.bench/dist', import.meta.url).pathname;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchBundle() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const firstScreen = [...new Set(scripts)].reduce(
    (sum, src) => sum + gz(join(DIST, src.replace(/^\//, ''))),
    0,
  );
  const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
  const all = assets.reduce((sum, name) => sum + gz(join(DIST, 'assets', name)), 0);
  addRow({
    what: `JS for the first screen (/login), gzip, ${scripts.length} files`,
    figure: kb(firstScreen),
    floor: '—',
    ratio: '—',
    budget: '≤ 130 KB',
    verdict: verdict(firstScreen <= 130 * 1024),
  });
  addRow({
    what: `all JS + CSS in the built assets, gzip, ${assets.length} files`,
    figure: kb(all),
    floor: '—',
    ratio: '—',
    budget: '(none; for reference)',
    verdict: '—',
  });
}
