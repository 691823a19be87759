/**
 * Writes `<file>.br` and `<file>.gz` next to every text asset of the build, at the best compression
 * (brotli 11, gzip 9): the server sends them by the browser's Accept-Encoding
 * (server/http/static-app.ts) without compressing per request. The precache manifest never lists
 * them (its patterns end in the asset's own extension); the service worker precaches the assets
 * themselves, compressed on the wire.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain less than a request's headers weigh. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes the compressed copies of the text files among `files` (paths relative to `dir`). */
export async function precompressFiles(dir: string, files: { fileName: string; bytes: Uint8Array }[]) {
  await Promise.all(
    files
      .filter((file) => TEXT_ASSET.test(file.fileName) && file.bytes.byteLength >= MIN_BYTES)
      .map(async ({ fileName, bytes }) => {
        const file = join(dir, fileName);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

export function precompress(): Plugin {
  return {
    name: 'roadie-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      await precompressFiles(
        options.dir ?? 'dist',
        Object.values(bundle).map((item) => ({
          fileName: item.fileName,
          bytes: item.type === 'chunk' ? Buffer.from(item.code) : Buffer.from(item.source),
        })),
      );
    },
  };
}
