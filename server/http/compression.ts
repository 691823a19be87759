/**
 * API answers compressed by the client's `Accept-Encoding`: brotli where offered (what every browser
 * sends), else gzip. A venue's Wi-Fi is the product's home ground: the large tour's first sync is
 * ~6 MB of JSON, minutes at 400 kbit/s, and JSON compresses ~10×.
 *
 * Dynamic answers use a fast brotli level: quality 11 is for build-time assets (static-app.ts serves
 * those precompressed); at quality 4 a 170 KB sync page costs a few milliseconds and still beats
 * gzip's ratio.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

const COMPRESSIBLE = /^\s*(?:application\/(?:json|javascript|xml)|text\/(?:html|plain|csv|calendar|css))/i;

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among ours; q=0 refuses one. Ties go to brotli (smaller). */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const offered = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    offered.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => offered.get(encoding) ?? offered.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** On libuv's thread pool: a large answer never blocks the event loop while it shrinks. */
function compress(encoding: Encoding, bytes: Uint8Array): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      })
    : gzipped(bytes, { level: GZIP_LEVEL });
}

/**
 * Leaves alone: answers that are already encoded, byte ranges and files that announce them (a
 * range applies to the bytes as stored), event streams (must flush each event), HEAD, small or
 * incompressible bodies, and `Cache-Control: no-transform`.
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    const length = res.headers.get('Content-Length');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.status === 204 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Accept-Ranges') ||
      !COMPRESSIBLE.test(type) ||
      /no-transform/i.test(res.headers.get('Cache-Control') ?? '') ||
      (length !== null && Number(length) < COMPRESSION_THRESHOLD_BYTES)
    )
      return;
    // Hono copies the previous answer's headers onto a replacement: headers are set after it.
    const varyOnEncoding = () => {
      const vary = c.res.headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    };
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return varyOnEncoding();
    // Read whole: what gets here is JSON or text — a route's answer, in memory already as a string,
    // or a small static file without a precompressed copy. File downloads (large, ranged) were
    // passed over above.
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength < COMPRESSION_THRESHOLD_BYTES) {
      c.res = new Response(bytes, res);
      return varyOnEncoding();
    }
    const compressed = await compress(encoding, bytes);
    c.res = new Response(new Uint8Array(compressed), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    varyOnEncoding();
  };
}
