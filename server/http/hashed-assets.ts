/**
 * The build's hashed files (`/assets/*`: scripts and styles) answered from memory. A device's first
 * visit asks for all of them at once — the service worker precaches ~260 files so that any screen
 * opens offline — and from disk each one costs a stat per encoding, an open, a read stream and a
 * close: in a profile of the browser suite's server, about two fifths of its CPU. A hashed name
 * never changes its bytes, so each file is read once, with its brotli and gzip copies
 * (scripts/precompress-plugin.ts), and kept: the whole folder is a few megabytes. A file that is
 * not there is looked for again next time (a new build may add it); source maps and anything
 * else stay with the disk server behind this.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './compression';
import type { AppEnv } from './context';

type Bytes = Uint8Array<ArrayBuffer>;
type Stored = { type: string; lastModified: string; identity: Bytes; br?: Bytes; gzip?: Bytes };

/** A built script or style: a plain file name, so no path can leave the folder. */
const HASHED_FILE = /^\/assets\/([\w-]+(?:\.[\w-]+)*\.(?:js|mjs|css))$/;

/** The file's bytes as a view (Hono sends a view as it is, without a copy), or undefined if absent. */
const optional = (path: string): Promise<Bytes | undefined> =>
  readFile(path).then(
    (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
    () => undefined,
  );

async function load(path: string): Promise<Stored | null> {
  const [identity, facts, br, gzip] = await Promise.all([
    optional(path),
    stat(path).catch(() => undefined),
    optional(`${path}.br`),
    optional(`${path}.gz`),
  ]);
  if (!identity || !facts) return null;
  const type = getMimeType(path) ?? 'application/octet-stream';
  return { type, lastModified: facts.mtime.toUTCString(), identity, br, gzip };
}

export function hashedAssets(distDir: string): MiddlewareHandler<AppEnv> {
  const stored = new Map<string, Promise<Stored | null>>();
  const find = (name: string) => {
    let found = stored.get(name);
    if (!found) {
      found = load(join(distDir, 'assets', name));
      stored.set(name, found);
      // Only what exists is kept: a miss is looked for again on the next request.
      void found.then((file) => file ?? stored.delete(name));
    }
    return found;
  };
  return async (c, next) => {
    const name = HASHED_FILE.exec(c.req.path)?.[1];
    if (!name || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const file = await find(name);
    if (!file) return next();
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const bytes = (encoding && file[encoding]) || file.identity;
    c.header('Content-Type', file.type);
    c.header('Content-Length', String(bytes.byteLength));
    c.header('Last-Modified', file.lastModified);
    if (file.br || file.gzip) c.header('Vary', 'Accept-Encoding');
    if (bytes !== file.identity && encoding) c.header('Content-Encoding', encoding);
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(bytes, 200);
  };
}
