/** The one process: open + migrate the database, seed, serve app and API, shut down cleanly. */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { buildDeps } from './deps';
import { loadConfig, PUBLISHED_DEMO_PASSWORD } from './env';
import { consoleLogger as logger } from './http/logger';
import { isLoopbackHost } from './http/loopback';
import { pruneExpired } from './maintenance';
import { ensureBuiltInEventTypes } from './modules/events/event-types.service';
import { startPushWorker } from './modules/notifications/push-worker';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { ensureLegalDocuments } from './seed/legal';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await ensureLegalDocuments(database.db, new Date());
await ensureBuiltInEventTypes(database.db, new Date());
const deps = buildDeps(config, database, logger);
if (
  config.seedDemo &&
  (await seedDemo(database.db, deps.storage, config.demoPassword, new Date(), config.passwordHashCost))
) {
  logger.info('seeded the demo workspace');
}
const app = createApp(deps, { serveApp: true });

// With the published password, a demo login is an open door to whoever can reach the server.
const publishedPassword = config.demoPassword === PUBLISHED_DEMO_PASSWORD;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    `Roadie is running on ${config.appUrl} (port ${info.port}, host ${info.address}, database: ${database.kind})`,
  );
  if (config.seedDemo && !isLoopbackHost(config.host)) {
    logger.warn(
      `HOST=${config.host} with the demo seed on: the demo logins${publishedPassword ? ' and their published password' : ''} are reachable from the network. Leave HOST unset (127.0.0.1 only) or start a fresh DATA_DIR with SEED_DEMO=false.`,
    );
  }
  if (config.nodeEnv !== 'production') {
    logger.info(`Demo logins (password: ${publishedPassword ? config.demoPassword : 'from DEMO_PASSWORD'}):`);
    for (const login of DEMO_LOGINS) logger.info(`  ${login.email} — ${login.note}`);
    logger.info(`Dev mailbox: ${config.appUrl}/api/dev/mail · API docs: ${config.appUrl}/api/docs`);
  }
});
// Longer than any client's idle keep-alive: a connection closed by the server just as a client
// reuses it answers ECONNRESET (Node's default is 5 s; browsers and proxies keep sockets ~60 s).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const prune = setInterval(
  () => {
    pruneExpired(database.db, deps.storage, new Date()).catch((error) =>
      logger.warn('pruning failed', { error: String(error) }),
    );
  },
  60 * 60 * 1000,
);
prune.unref();
// Push notifications: batches and deliveries wait in the database; each process sends its share.
const pushWorker = startPushWorker(deps);
// Reports asked for before a restart are generated now (in the background: serving starts at once).
deps.reports.start().catch((error) => logger.warn('report runner did not start', { error: String(error) }));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  clearInterval(prune);
  // Open live streams would hold the server open; ended, their clients reconnect to another instance.
  await deps.live.close();
  server.close();
  await deps.mailer.close?.();
  await pushWorker.stop();
  await deps.reports.stop();
  // Closing PGlite flushes its files; skipping this can leave the data folder needing recovery.
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
