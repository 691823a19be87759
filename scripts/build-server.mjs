// Builds the server once into plain JavaScript (`dist-server/main.js`), like the app, so starting it
// compiles nothing: `node dist-server/main.js` from the repo root. Our code and contract/ (the
// `#contract/*` imports) are bundled; packages stay imports resolved from node_modules at run time.
// The migrations are copied next to the bundle: server/db/client.ts finds them relative to its own
// file (import.meta.url), which in the bundle is dist-server/main.js.
//
//   node scripts/build-server.mjs [outdir]     (default dist-server; must sit inside the repo so
//                                               the bundle's imports find node_modules)
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_OUTDIR = join(ROOT, 'dist-server');
/** What the bundle is made of: a change in any of them makes `npm start` build it again. */
export const SERVER_SOURCES = [
  'server',
  'contract',
  'package.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
].map((path) => join(ROOT, path));

export async function buildServer(outdir = SERVER_OUTDIR) {
  // A fresh folder: nothing from an older build (a removed migration) is left behind.
  rmSync(outdir, { recursive: true, force: true });
  // Loaded only to build: a deployment that ships dist-server/ can start without dev dependencies.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(ROOT, 'server/main.ts')],
    outfile: join(outdir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
