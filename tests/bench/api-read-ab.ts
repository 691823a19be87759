/**
 * A/B of the API daysheet read (`GET /api/v2/events/tour/{id}`, the tour of tests/bench/api-read.ts):
 * two or more builds of the server on ONE database, loaded in alternation (round by round, order
 * flipped each round), so the machine's noise hits every variant alike. Each variant is a server
 * tree (`<root>/server/app.ts`, e.g. a `git archive` of the base commit with node_modules linked)
 * and a NODE_ENV; `bare` is the floor route of api-read.ts. Before loading, each variant's SQL
 * statements per request are counted through a logging Drizzle instance over the same client.
 *
 *   AB_VARIANTS='old@/tmp/old@test,new@.@test,bare' AB_ROUNDS=5 AB_SECONDS=3 AB_CLIENTS=10,100 \
 *   [DATABASE_URL=postgres://…] npx tsx tests/bench/api-read-ab.ts
 *
 * PostgreSQL runs in a database of its own (`roadie_api_ab_<pid>`, dropped at the end).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger as DrizzleLogger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { createApp } from '../../server/app';
import type { Database, Db } from '../../server/db/client';
import { fromPglite, fromPostgres } from '../../server/db/client';
import * as schema from '../../server/db/schema/index';
import type { buildDeps } from '../../server/deps';
import { memoryLogger } from '../../server/http/logger';
import { seedLargeTour } from '../../server/seed/large-tour';
import { startTestApp } from '../support/test-app';
import { bareApp, listen } from './api-read-floor';
import { runLoad } from './load';
import { createOwnDatabase } from './own-database';
import { runMain } from './run-main';
import { benchUser } from './setup';

type Variant = { name: string; root: string; mode: 'test' | 'production' } | { name: 'bare' };
type Server = { name: string; url: string; close: () => Promise<void> };
type AppModule = { createApp: typeof createApp };
type DepsModule = { buildDeps: typeof buildDeps };
type ClientModule = { fromPglite: typeof fromPglite };
const clientOf = async (root: string) => (await import(`${root}/server/db/client.ts`)) as ClientModule;

const ROUNDS = Number(process.env.AB_ROUNDS ?? 5);
const SECONDS = Number(process.env.AB_SECONDS ?? 3);
const CLIENTS = (process.env.AB_CLIENTS ?? '10,100').split(',').map(Number);

function variants(): Variant[] {
  const spec = process.env.AB_VARIANTS ?? 'app@.@test,bare';
  return spec.split(',').map((item) => {
    const [name = '', root = '.', mode = 'test'] = item.split('@');
    if (name === 'bare') return { name: 'bare' };
    if (mode !== 'test' && mode !== 'production') throw new Error(`mode of ${name}: test or production`);
    return { name, root: resolve(root), mode };
  });
}

/** A Drizzle instance over the same client that counts the statements it sends. */
function counting(database: Database, client: pg.Pool | PGlite): { database: Database; count: () => number } {
  let statements = 0;
  const logger: DrizzleLogger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const options = { schema, casing: 'snake_case' as const, logger };
  const db: Db =
    client instanceof PGlite ? drizzlePglite({ client, ...options }) : drizzleNodePg({ client, ...options });
  return { database: { ...database, db }, count: () => statements };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function main() {
  const url = process.env.DATABASE_URL;
  const own = url ? await createOwnDatabase('api_ab') : null;
  const client = own ? new pg.Pool({ connectionString: own.url, max: 10 }) : await PGlite.create();
  // DROP DATABASE … WITH (FORCE) at the end ends idle connections: not a fault.
  if (!(client instanceof PGlite)) client.on('error', () => {});
  const base = client instanceof PGlite ? fromPglite(client) : fromPostgres(own?.url ?? '', 10);
  // The pool of `base` is only for migrating; every app reads through `client` (10 connections, as the bench).
  await base.migrate();
  if (!(client instanceof PGlite)) await base.close();
  const shared: Database = { ...base, db: counting(base, client).database.db, close: async () => {} };
  const t = await startTestApp({ database: shared });
  const { user, actor } = await benchUser(t);
  const { tourId } = await seedLargeTour(t.db, actor, t.clock.now(), { days: 1, events: 11, people: 10 });
  const headers = { authorization: `Bearer ${user.token}` };
  const servers: Server[] = [];
  const perRequest: Record<string, number> = {};
  for (const variant of variants()) {
    if (variant.name === 'bare') {
      // On PGlite through this tree's client (named statements), as the bench's own floor.
      const bare = await listen(bareApp(client instanceof PGlite ? base.db : shared.db).fetch);
      servers.push({ name: 'bare', url: `http://127.0.0.1:${bare.port}/day/${tourId}`, close: bare.close });
      continue;
    }
    if (!('root' in variant)) continue;
    const { createApp: create } = (await import(`${variant.root}/server/app.ts`)) as AppModule;
    const { buildDeps: build } = (await import(`${variant.root}/server/deps.ts`)) as DepsModule;
    const config = { ...t.deps.config, nodeEnv: variant.mode };
    const counter = counting(shared, client);
    const counted = create(build(config, counter.database, memoryLogger(), t.clock.now));
    const path = `/api/v2/events/tour/${tourId}`;
    for (let i = 0; i < 20; i += 1) {
      const answer = await counted.request(path, { headers });
      if (answer.status !== 200) throw new Error(`${variant.name} answered ${answer.status}`);
      await answer.arrayBuffer();
    }
    perRequest[variant.name] = counter.count() / 20;
    // On PGlite each variant reads through its own tree's client (how it runs its statements).
    const reads =
      client instanceof PGlite
        ? { ...shared, db: (await clientOf(variant.root)).fromPglite(client).db }
        : shared;
    const app = create(build(config, reads, memoryLogger(), t.clock.now));
    const served = await listen(app.fetch);
    servers.push({ name: variant.name, url: `http://127.0.0.1:${served.port}${path}`, close: served.close });
  }
  process.stdout.write(
    `${own ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} rounds × ${SECONDS} s; SQL statements per request: ${JSON.stringify(perRequest)}\n`,
  );
  // AB_PROFILE=<file>: a CPU profile of the server's thread during the measured rounds only.
  const profiler = process.env.AB_PROFILE ? new Session() : null;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  try {
    for (const connections of CLIENTS) {
      type Result = { rps: number[]; p99: number[]; p50: number[]; cpu: number[]; errors: number };
      const results = new Map<string, Result>();
      for (const server of servers) {
        await runLoad({ url: server.url, headers, connections, seconds: 1 }); // warm-up
        results.set(server.name, { rps: [], p99: [], p50: [], cpu: [], errors: 0 });
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const server of order) {
          const cpu = process.cpuUsage();
          const r = await runLoad({ url: server.url, headers, connections, seconds: SECONDS });
          const used = process.cpuUsage(cpu);
          const into = results.get(server.name);
          if (!into) continue;
          into.rps.push(r.rps);
          into.p99.push(r.p99);
          into.p50.push(r.p50);
          into.errors += r.errors;
          // This process's CPU (server, load thread, PGlite; not PostgreSQL's) per request: steady under load.
          into.cpu.push((used.user + used.system) / 1000 / r.requests);
        }
      }
      const floor = results.get('bare');
      const first = results.values().next().value;
      // Ratios within each round (its variants ran back to back), then their median: steadier than a
      // ratio of medians when the machine's load drifts between rounds.
      const paired = (a: number[], b: number[] | undefined) =>
        b ? `${(median(a.map((x, i) => x / (b[i] ?? Number.NaN))) * 100).toFixed(0)} %` : '–';
      for (const [name, r] of results) {
        process.stdout.write(
          `  ${connections} clients ${name.padEnd(8)} median ${median(r.rps).toFixed(0)} req/s, p50 ${median(r.p50).toFixed(1)} ms, p99 ${median(r.p99).toFixed(1)} ms, cpu ${median(r.cpu).toFixed(2)} ms/req, ${r.errors} errors; of bare ${paired(r.rps, floor?.rps)}, of first ${paired(r.rps, first?.rps)}; rps ${r.rps.map((x) => x.toFixed(0)).join(' ')}\n`,
        );
      }
    }
    const profile = await profiler?.post('Profiler.stop');
    if (profile && process.env.AB_PROFILE)
      writeFileSync(process.env.AB_PROFILE, JSON.stringify(profile.profile));
  } finally {
    for (const server of servers) await server.close();
    await t.close();
    if (client instanceof PGlite) await client.close();
    else await client.end();
    await own?.drop();
  }
}

runMain(main);
