// `npm start`: build the PWA when its sources are newer than the build, then run the server in THIS
// process (tsx registered in-process), so app + API + embedded database are one process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'contract', 'public', 'sw', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('[start] building the app…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
