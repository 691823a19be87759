/**
 * The live channel, over real sockets (the bench's app served on 127.0.0.1): how long an edit on
 * one device takes to reach another device's mirror while both are online, and what 1,000 open
 * streams cost the server process in memory (the clients in a child process of their own).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve } from '@hono/node-server';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import * as v from 'valibot';
import { users } from '../../server/db/schema/index';
import { signAccessToken } from '../../server/modules/auth/access-tokens';
import { openSession } from '../../server/modules/auth/sessions';
import { createConnectivity } from '../../src/offline/connectivity';
import { openUserDb, type RoadieDb } from '../../src/offline/db';
import { fetchLiveConnect } from '../../src/offline/live-connect';
import { createSyncEngine } from '../../src/offline/sync-engine';
import { createSyncStatusStore } from '../../src/offline/sync-status';
import { fetchTransport } from '../../src/offline/transport';
import { createTour, rest, tagDay } from '../support/offline-rest';
import type { TestApp } from '../support/test-app';
import type { Bench } from './setup';
import { benchUser } from './setup';
import { addRow, mb, ms, verdict } from './table';

const EDITS = Number(process.env.BENCH_LIVE_EDITS ?? 20);
const STREAMS = 1000;
const STREAMS_PER_USER = 10;

setFlagsFromString('--expose-gc');
const collectGarbage: () => void = runInNewContext('gc');

async function served(t: TestApp) {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const close = () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    return new Promise((done) => server.close(done));
  };
  return { url: `http://127.0.0.1:${port}`, close };
}

/** Device B: the real engine with its live channel, over the socket; `pulled` runs after each pull. */
async function watchingDevice(url: string, userId: string, token: string, pulled: (db: RoadieDb) => void) {
  const db = await openUserDb(userId, { indexedDB: new IDBFactory(), IDBKeyRange });
  const baseUrl = `${url}/api`;
  const engine = createSyncEngine(db, {
    transport: fetchTransport(fetch, { baseUrl, token: () => token }),
    live: fetchLiveConnect(fetch, { baseUrl, token: () => token }),
    connectivity: createConnectivity({ events: new EventTarget(), initiallyOnline: true }),
    status: createSyncStatusStore(),
    triggers: false,
    locks: null,
    random: () => 0,
    afterPull: pulled,
  });
  return { db, engine };
}

const DaysSchema = v.object({ data: v.array(v.object({ id: v.string() })) });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchEditToVisible(t: TestApp, url: string, database: string) {
  const { user } = await benchUser(t);
  const tourId = await createTour(t, user);
  const days = v.parse(DaysSchema, await rest(t, user, 'GET', `/tour-days/${tourId}`)).data;
  const dayId = days[0]?.id ?? '';
  await tagDay(t, user, dayId);
  let waiting: { text: string; seen: (at: number) => void } | null = null;
  const holds = (db: RoadieDb, text: string) =>
    db.notes
      .where('tourId')
      .equals(tourId)
      .filter((note) => note.text === text)
      .count();
  const laptop = await watchingDevice(url, user.id, user.token, (db) => {
    const current = waiting;
    if (current) void holds(db, current.text).then((count) => count > 0 && current.seen(performance.now()));
  });
  await laptop.engine.start();
  while (t.deps.live.size === 0) await new Promise((next) => setTimeout(next, 5));
  await laptop.engine.whenIdle();

  const times: number[] = [];
  for (let i = 0; i < EDITS; i += 1) {
    const text = `Live ${i}`;
    const visible = new Promise<number>((seen) => {
      waiting = { text, seen };
    });
    // Device A: an online write over the socket; the clock starts at its answer.
    const answer = await fetch(`${url}/api/tour-days/${dayId}/notes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    const answered = performance.now();
    if (answer.status !== 201) throw new Error(`note create answered ${answer.status}`);
    // Seen before the answer arrived (possible, not likely): it counts as no wait at all.
    times.push(Math.max(0, (await visible) - answered));
  }
  waiting = null;
  laptop.engine.stop();
  const worst = Math.max(...times);
  addRow({
    what: `edit on device A visible on device B (median, online; server on ${database}, ${EDITS} edits)`,
    figure: `median ${ms(median(times))}, max ${ms(worst)}`,
    floor: '—',
    ratio: '—',
    budget: '≤ 2 s',
    verdict: verdict(worst <= 2000),
  });
}

/** Users with a session and an access token each, inserted (not registered: no password hashing). */
async function streamUsers(t: TestApp, count: number) {
  const now = t.clock.now();
  const tag = Date.now().toString(36);
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `live-${i}-${tag}@bench.example`,
    firstName: `Live${i}`,
    lastName: 'Bench',
    emailConfirmedAt: now,
    onboardingCompleted: true,
  }));
  const inserted = await t.db.insert(users).values(rows).returning({ id: users.id });
  const tokens: string[] = [];
  for (const { id } of inserted) {
    const sessionId = await openSession(t.db, id, new Date(now.getTime() + 3_600_000), now);
    tokens.push(await signAccessToken({ userId: id, role: 'USER', sessionId }, t.deps.config.jwtSecret, now));
  }
  return tokens;
}

/** Read once the heap has settled: several collections apart (finalizers and what they free run in between). */
async function memory() {
  for (let i = 0; i < 4; i += 1) {
    collectGarbage();
    await new Promise((next) => setTimeout(next, 50));
  }
  const usage = process.memoryUsage();
  return { rss: usage.rss, held: usage.heapUsed + usage.arrayBuffers };
}

/** The baseline: read until two readings agree within 1 MB (what earlier rows left is still being freed). */
async function settledMemory() {
  let last = await memory();
  for (let i = 0; i < 20; i += 1) {
    const next = await memory();
    if (Math.abs(next.held - last.held) < 1024 * 1024) return next;
    last = next;
  }
  return last;
}

/**
 * What this process holds more while the clients (a child process) keep `STREAMS` streams open to
 * `url`; `opened()` confirms the server sees them all before the second reading.
 */
async function growthWithStreams(url: string, tokens: string[], opened: () => boolean) {
  const before = await settledMemory();
  const env = {
    LIVE_URL: url,
    LIVE_TOKENS: JSON.stringify(tokens),
    LIVE_PER_TOKEN: String(STREAMS_PER_USER),
  };
  const clients = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/live-clients.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(clients.stdout, 'data')) as [Buffer];
    if (!line.toString().startsWith(`ready ${STREAMS}`)) throw new Error(`live clients: ${line.toString()}`);
    if (!opened()) throw new Error(`the server does not hold ${STREAMS} streams`);
    const after = await memory();
    return { rss: after.rss - before.rss, held: after.held - before.held };
  } finally {
    clients.kill('SIGTERM');
    await once(clients, 'exit');
  }
}

/** The floor: a bare node:http server answering each request with one event and keeping it open. */
async function bareStreams(tokens: string[]) {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.write('event: resync\ndata: {}\n\n');
    open.add(response);
    response.on('close', () => open.delete(response));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    return await growthWithStreams(`http://127.0.0.1:${port}`, tokens, () => open.size === STREAMS);
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

/**
 * Holding streams never shrinks a heap: a growth below zero means something the earlier rows left
 * (a closed PGlite's memory) was freed between the two readings. Such a reading is measured again.
 */
async function grown(measure: () => Promise<{ rss: number; held: number }>) {
  let growth = await measure();
  for (let again = 0; again < 3 && (growth.held < 0 || growth.rss < 0); again += 1) growth = await measure();
  return growth;
}

async function benchMemory(t: TestApp, url: string, database: string) {
  const tokens = await streamUsers(t, STREAMS / STREAMS_PER_USER);
  const floor = await grown(() => bareStreams(tokens));
  const streamsClosed = async () => {
    while (t.deps.live.size > 0) await new Promise((next) => setTimeout(next, 10));
  };
  const ours = await grown(async () => {
    await streamsClosed();
    return growthWithStreams(url, tokens, () => t.deps.live.size === STREAMS);
  });
  await streamsClosed();
  addRow({
    what: `live channel: memory per 1,000 connections (server on ${database}, ${STREAMS / STREAMS_PER_USER} users × ${STREAMS_PER_USER}; after a GC)`,
    figure: `heap + buffers +${mb(ours.held)}, RSS +${mb(ours.rss)}`,
    floor: `bare node:http server holding 1,000 open answers: heap + buffers +${mb(floor.held)}, RSS +${mb(floor.rss)}`,
    ratio: `${(ours.held / floor.held).toFixed(1)} × (heap)`,
    budget: '(none; for reference)',
    verdict: '—',
  });
}

/** The live channel's rows on the bench's database (`database` names it in the rows). */
export async function benchLive(bench: Bench, database: 'pglite' | 'postgres' = 'pglite') {
  const server = await served(bench.t);
  try {
    await benchEditToVisible(bench.t, server.url, database);
    await benchMemory(bench.t, server.url, database);
  } finally {
    await server.close();
  }
}
