// `npm start`: build the PWA and the server when their sources are newer than their builds, then run
// the built server (plain JavaScript, nothing compiled at start) in THIS process, so app + API +
// embedded database are one process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUTDIR, SERVER_SOURCES } from './build-server.mjs';

const APP_SOURCES = ['src', 'contract', 'public', 'sw', 'index.html', 'vite.config.ts', 'package.json'];
const SERVER_ENTRY = join(SERVER_OUTDIR, 'main.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = (file, sources) => builtAt(file) < Math.max(...sources.map(newestMtime));

if (stale('dist/index.html', APP_SOURCES)) {
  console.log('[start] building the app…');
  execSync('npx vite build', { stdio: 'inherit' });
}
if (stale(SERVER_ENTRY, SERVER_SOURCES)) {
  console.log('[start] building the server…');
  await buildServer();
}

await import(pathToFileURL(SERVER_ENTRY).href);
