/**
 * createApp(deps): the whole HTTP surface — security headers, /api with its middleware and every
 * module's routes, docs, and the built app. Testable with app.request() without opening a port.
 */
import { Hono } from 'hono';
import { authenticate } from './http/authenticate';
import { bodyLimits } from './http/body-limit';
import { compressAnswers } from './http/compression';
import type { AppDeps, AppEnv } from './http/context';
import { renderDocs } from './http/docs-page';
import { handleError } from './http/error-handler';
import { noSuchEndpoint } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { securityHeaders } from './http/security';
import { mountStaticApp } from './http/static-app';
import { apiRoutes } from './routes';

export function createApp(deps: AppDeps, options: { serveApp?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  const routes = apiRoutes({ production: deps.config.nodeEnv === 'production' });
  const openApi = buildOpenApi(routes);

  app.use('*', securityHeaders(deps.config, process.env.VITE_SENTRY_DSN));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', compressAnswers());
  app.use('/api/*', bodyLimits(routes));
  app.use('/api/*', async (c, next) => {
    await next();
    // API answers are per-user: never stored by shared caches or the service worker's HTTP cache.
    // A route that decides its own caching (file downloads) keeps its header.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', authenticate);

  for (const route of routes) {
    app.on(
      route.spec.method.toUpperCase(),
      `/api${route.spec.path.replace(/\{(\w+)\}/g, ':$1')}`,
      route.handle,
    );
  }
  app.get('/api/openapi.json', (c) => c.json(openApi));
  app.get('/api/docs', (c) => c.html(renderDocs(openApi)));
  app.all('/api/*', () => {
    throw noSuchEndpoint();
  });

  if (options.serveApp) mountStaticApp(app, deps.config.distDir);
  app.onError(handleError);
  return app;
}
