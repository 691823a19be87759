/** Serves the built PWA from dist/, with the SPA fallback for client-side routes. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';
import { hashedAssets } from './hashed-assets';
import { htmlPage } from './html';

export function mountStaticApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    // Hashed file names: safe to cache forever.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and the manifest must be revalidated on every load, or updates never arrive.
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/manifest+json');
    }
  });
  app.use('/assets/*', hashedAssets(distDir));
  // The build writes a brotli and a gzip copy of every text asset (scripts/precompress-plugin.ts):
  // served by the browser's Accept-Encoding, at the build's best compression and no CPU per request.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.html(
        htmlPage(
          'Roadie',
          '<h1>The app is not built</h1><p>Run <code>npm run build</code>, or use <code>npm start</code>, which builds it.</p>',
        ),
        503,
      );
    }
    // A missing asset is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
