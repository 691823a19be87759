/**
 * A/B of the server's push: the working tree's `pushMutations` against a git revision's (default
 * HEAD), alternating in one process, on PGlite and on PostgreSQL (a database of its own, dropped).
 * Each round queues 500 `note.create` offline on a device built from the real client code
 * (src/offline on fake-indexeddb) and replays them through the outbox, as `npm run bench` does.
 * Both variants are called the same way (the device's fetch hands `/sync/push` to the variant), so
 * only the push code differs. Prints per-variant medians, lost and duplicated edits, and how long one
 * batch's transaction ran (it holds the tour's version row from its first write to its commit).
 * The process's CPU time is steadier than wall time on a busy machine; on PGlite it is the server's
 * and the device's work, on PostgreSQL the database's own work is not in it.
 *
 * `revision` may instead be a directory holding a whole other tree (`git archive <rev> | tar -x -C
 * /tmp/old`, with a `node_modules` link to this one): its push then runs with that tree's services
 * and mutators too, for a change outside the push files.
 *
 *   npx tsx tests/bench/replay-ab.ts [rounds=5] [revision=HEAD|/path/to/tree] [pglite|postgres|both]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import * as v from 'valibot';
import { type PushResponse, PushSchema } from '#contract/sync';
import { type Database, fromPglite, fromPostgres } from '../../server/db/client';
import { notes } from '../../server/db/schema/index';
import type { AppDeps, AuthUser } from '../../server/http/context';
import { seedLargeTour } from '../../server/seed/large-tour';
import { pushMutations } from '../../server/sync/push';
import { createConnectivity } from '../../src/offline/connectivity';
import { openUserDb } from '../../src/offline/db';
import { createSyncEngine } from '../../src/offline/sync-engine';
import { createSyncStatusStore } from '../../src/offline/sync-status';
import { fetchTransport } from '../../src/offline/transport';
import { startTestApp, type TestApp } from '../support/test-app';
import { createOwnDatabase } from './own-database';
import { runMain } from './run-main';
import { benchUser } from './setup';

type Push = (deps: AppDeps, actor: AuthUser, deviceId: string, m: never[]) => Promise<PushResponse>;
type Variant = { name: string; push: Push };
type Round = {
  variant: string;
  ms: number;
  cpuMs: number;
  pushMs: number;
  lost: number;
  duplicated: number;
  left: number;
};

const [roundsArg = '5', revision = 'HEAD', which = 'both'] = process.argv.slice(2);
const ROOT = new URL('../..', import.meta.url).pathname;
const BASE_DIR = join(ROOT, 'server/sync/.replay-ab-base');
/** The push files as they were at `revision`; everything else they import is the working tree's. */
const OWN = ['push.ts', 'push-apply.ts', 'mutation-records.ts', 'push-faults.ts'];

async function basePush(): Promise<Push> {
  if (revision.startsWith('/')) {
    const tree = (await import(join(revision, 'server/sync/push.ts'))) as { pushMutations: Push };
    return tree.pushMutations;
  }
  mkdirSync(BASE_DIR, { recursive: true });
  const own = OWN.filter((file) => {
    try {
      const text = execFileSync('git', ['show', `${revision}:server/sync/${file}`], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString();
      const rewritten = text.replace(/from '(\.\.?\/[^']+)'/g, (_all, path: string) =>
        path.startsWith('./') && OWN.includes(`${path.slice(2)}.ts`) ? `from '${path}'` : `from '../${path}'`,
      );
      writeFileSync(join(BASE_DIR, file), rewritten.replace(/from '\.\.\/\.\//g, "from '../"));
      return true;
    } catch {
      return false; // not in that revision
    }
  });
  if (!own.includes('push.ts')) throw new Error(`no server/sync/push.ts at ${revision}`);
  const module = (await import(join(BASE_DIR, 'push.ts'))) as { pushMutations: Push };
  return module.pushMutations;
}

/** Every push goes to the variant of the round; batch transaction times are kept per variant. */
async function device(t: TestApp, actor: AuthUser, token: string, current: () => Variant, batches: number[]) {
  const db = await openUserDb(actor.id, { indexedDB: new IDBFactory(), IDBKeyRange });
  const timing = { pushMs: 0 };
  const fetchFn = async (url: string, init: RequestInit) => {
    if (!url.includes('/sync/push')) return t.app.request(url, init);
    const started = performance.now();
    const body = v.parse(PushSchema, JSON.parse(String(init.body)));
    try {
      const data = await current().push(t.deps, actor, body.deviceId, body.mutations as never[]);
      return Response.json({ data });
    } catch (error) {
      process.stderr.write(`push failed: ${String(error)}\n`);
      return Response.json({ error: { code: 'internal_error', message: 'failed' } }, { status: 500 });
    } finally {
      const elapsed = performance.now() - started;
      timing.pushMs += elapsed;
      batches.push(elapsed);
    }
  };
  const events = new EventTarget();
  const engine = createSyncEngine(db, {
    transport: fetchTransport(fetchFn, { token: () => token }),
    connectivity: createConnectivity({ events, initiallyOnline: true }),
    status: createSyncStatusStore(),
    triggers: false,
    locks: null,
    onError: (error) => process.stderr.write(`sync error: ${String(error)}\n`),
    random: () => 0,
  });
  const set = (online: boolean) => events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  return { db, engine, timing, set };
}

async function runOn(database: Database, variants: Variant[], rounds: number) {
  const t = await startTestApp({ database });
  try {
    const { user, actor } = await benchUser(t);
    const { tourId } = await seedLargeTour(t.db, actor, t.clock.now());
    let variant = variants[0] as Variant;
    const batchMs = new Map<string, number[]>(variants.map((x) => [x.name, []]));
    const batches: number[] = [];
    const phone = await device(t, actor, user.token, () => variant, batches);
    await phone.engine.start();
    await phone.engine.whenIdle();
    const days = await phone.db.tourDays.where('tourId').equals(tourId).toArray();
    const results: Round[] = [];
    for (let round = 0; round < rounds * variants.length; round += 1) {
      variant = variants[round % variants.length] as Variant;
      phone.set(false);
      for (let i = 0; i < 500; i += 1) {
        const day = days[i % days.length];
        if (!day) throw new Error('no days mirrored');
        const text = `Replay ${round} ${i}`;
        await phone.engine.mutate('note.create', {
          tourDayId: day.id,
          note: { id: crypto.randomUUID(), text },
        });
      }
      phone.timing.pushMs = 0;
      batches.length = 0;
      const started = performance.now();
      const cpu = process.cpuUsage();
      phone.set(true);
      await phone.engine.push();
      await phone.engine.whenIdle();
      const elapsed = performance.now() - started;
      const { user: cpuUser, system: cpuSystem } = process.cpuUsage(cpu);
      batchMs.get(variant.name)?.push(...batches);
      const texts = (await t.db.select({ text: notes.text }).from(notes).where(eq(notes.tourId, tourId)))
        .map((row) => row.text)
        .filter((text) => text.startsWith(`Replay ${round} `));
      const distinct = new Set(texts).size;
      results.push({
        variant: variant.name,
        ms: elapsed,
        cpuMs: (cpuUser + cpuSystem) / 1000,
        pushMs: phone.timing.pushMs,
        lost: 500 - distinct,
        duplicated: texts.length - distinct,
        left: await phone.db.outbox.count(),
      });
    }
    report(database.kind, variants, results, batchMs);
  } finally {
    await t.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function report(kind: string, variants: Variant[], results: Round[], batchMs: Map<string, number[]>) {
  for (const { name } of variants) {
    const mine = results.filter((r) => r.variant === name);
    const sum = (key: 'lost' | 'duplicated' | 'left') => mine.reduce((total, r) => total + r[key], 0);
    const batches = batchMs.get(name) ?? [];
    process.stdout.write(
      `${kind} ${name}: replay median ${median(mine.map((r) => r.ms)).toFixed(0)} ms ` +
        `[${mine.map((r) => r.ms.toFixed(0)).join(', ')}], push median ${median(mine.map((r) => r.pushMs)).toFixed(0)} ms, ` +
        `this process's CPU median ${median(mine.map((r) => r.cpuMs)).toFixed(0)} ms, ` +
        `${sum('lost')} lost, ${sum('duplicated')} duplicated, ${sum('left')} left; ` +
        `${batches.length / mine.length} batches a round, one batch median ${median(batches).toFixed(0)} ms, ` +
        `max ${Math.max(...batches).toFixed(0)} ms\n`,
    );
  }
}

async function main() {
  const rounds = Number(roundsArg);
  const variants: Variant[] = [
    { name: `base (${revision})`, push: await basePush() },
    { name: 'working tree', push: pushMutations as Push },
  ];
  if (which !== 'postgres') {
    const database = fromPglite(await PGlite.create());
    await database.migrate();
    await runOn(database, variants, rounds);
  }
  if (which !== 'pglite') {
    const own = await createOwnDatabase('replay_ab');
    const database = fromPostgres(own.url, 10);
    await database.migrate();
    try {
      await runOn(database, variants, rounds);
    } finally {
      await own.drop();
    }
  }
}

runMain(() =>
  main().finally(() => {
    if (existsSync(BASE_DIR)) rmSync(BASE_DIR, { recursive: true, force: true });
  }),
);
