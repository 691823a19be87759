/**
 * The browser bench's server, run as its own process (`tsx tests/bench/browser-server.ts`): the real
 * app exactly as server/main.ts builds it (config from env, PGlite in DATA_DIR, migrations, legal
 * documents, `createApp(deps, {serveApp: true})` on the built app in DIST_DIR) plus, on two more
 * ports, the minimal page (MINIMAL_DIR) whose `/api/*` goes to the same app in-process — one origin
 * for the offline-first floor, one for the online-only client (no service worker there). Before it
 * listens it creates a dashboard user with the large tour and a one-day tour, then prints one JSON
 * line `{ready: …}` on stdout. Every request that reaches the app is recorded (`/bench/requests`).
 */
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { mailOutbox } from '../../server/db/schema/index';
import { buildDeps } from '../../server/deps';
import { loadConfig } from '../../server/env';
import { consoleLogger } from '../../server/http/logger';
import { seedLargeTour } from '../../server/seed/large-tour';
import { ensureLegalDocuments } from '../../server/seed/legal';

const PASSWORD = 'Tour-ready-9';
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await ensureLegalDocuments(database.db, new Date());
const app = createApp(buildDeps(config, database, consoleLogger), { serveApp: true });
/** Every request that reached the app, as `METHOD path`: the cold offline runs expect none. */
const requests: string[] = [];
const record = (c: Context) => requests.push(`${c.req.method} ${c.req.path}`);

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Registered, confirmed, terms and privacy accepted, onboarding skipped: lands on the dashboard. */
async function dashboardUser() {
  const email = `bench-${Date.now().toString(36)}@bench.example`;
  await call('POST', '/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'Roadie',
  });
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no confirmation link mailed');
  await call('POST', '/api/users', { token });
  const login = await call<{ authToken: string; user: { id: string } }>('POST', '/api/auth/login', {
    email,
    password: PASSWORD,
  });
  for (const kind of ['terms', 'privacy-policies']) {
    const check = await call<{ current: { id: string } }>(
      'GET',
      `/api/${kind}/acceptance-check`,
      undefined,
      login.authToken,
    );
    await call('POST', `/api/${kind}/${check.current.id}/accept`, {}, login.authToken);
  }
  await call('PATCH', `/api/users/status/${login.user.id}`, { onboardingSkipped: true }, login.authToken);
  return { email, id: login.user.id };
}

const user = await dashboardUser();
const owner = { id: user.id, email: user.email, role: 'USER' as const };
const seeded = performance.now();
const large = await seedLargeTour(database.db, owner, new Date());
// The online-only comparison opens one average day (11 events, 10 people): the API has no per-day
// read, so a one-day tour makes "the day's data" exactly what an online-only client downloads.
const small = await seedLargeTour(database.db, owner, new Date(), { days: 1, events: 11, people: 10 });
const seedMs = performance.now() - seeded;

const counted = new Hono().use('*', async (c, next) => {
  record(c);
  await next();
});
counted.route('/', app);

const minimalDir = process.env.MINIMAL_DIR ?? '.bench/minimal';
const minimal = new Hono()
  .get('/bench/requests', (c) => c.json({ requests }))
  .all('/api/*', (c) => {
    record(c);
    return app.fetch(c.req.raw);
  })
  .use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  })
  .use('*', async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'no-cache');
  })
  .use('*', serveStatic({ root: minimalDir }));

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<ReturnType<typeof serve>>((resolve) => {
    const server = serve({ fetch, port, hostname: config.host }, () => resolve(server));
  });
}

const servers = [
  await listen(counted.fetch, config.port),
  await listen(minimal.fetch, Number(process.env.MINIMAL_PORT)),
  await listen(minimal.fetch, Number(process.env.ONLINE_PORT)),
];
process.stdout.write(
  `${JSON.stringify({
    ready: true,
    email: user.email,
    password: PASSWORD,
    userId: user.id,
    largeTourId: large.tourId,
    smallTourId: small.tourId,
    counts: large.counts,
    seedMs: Math.round(seedMs),
  })}\n`,
);

async function shutdown() {
  for (const server of servers) server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
