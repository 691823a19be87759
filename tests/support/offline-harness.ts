/**
 * The offline layer against the REAL server in-process: a migrated PGlite of the test file's own,
 * `createApp()` behind `app.request`, real signed-in users, and devices as Dexie databases on
 * fake-indexeddb (a second device gets its own IDBFactory). Test files import 'fake-indexeddb/auto'.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import * as v from 'valibot';
import { afterEach } from 'vitest';
import { type Connectivity, createConnectivity } from '../../src/offline/connectivity';
import { type DbOptions, openUserDb, type RoadieDb } from '../../src/offline/db';
import { fetchLiveConnect } from '../../src/offline/live-connect';
import type { SyncConflict } from '../../src/offline/push-results';
import { createSyncEngine } from '../../src/offline/sync-engine';
import { createSyncStatusStore } from '../../src/offline/sync-status';
import { fetchTransport } from '../../src/offline/transport';
import { fetchUploadTransport } from '../../src/offline/upload-transport';
import { signedInUser } from './factories';
import { setupTestApp, type TestApp } from './test-app';

/**
 * The test file's server (a copy of the migrated database, closed after the file) and its devices,
 * disposed after each test. Called at the top of a client test file: `await setupOfflineServer()`.
 */
export async function setupOfflineServer() {
  const t = await setupTestApp();
  const devices = deviceRegistry(() => t);
  afterEach(() => devices.disposeAll());
  return { t, devices };
}

export type SyncUser = { id: string; token: string; email: string };

export async function syncUser(t: TestApp): Promise<SyncUser> {
  const session = await signedInUser(t);
  return { id: session.user.id, token: session.token, email: session.email };
}

/** What a device's fetch does; tests flip these to simulate a network. */
export type FakeNetwork = {
  requests: string[];
  /** No request reaches the server: every fetch throws, as a browser does offline. */
  down: boolean;
  /** Requests whose URL matches get no answer (the connection dropped just then). */
  dropping: RegExp | null;
  /** The next N requests reach the server, which processes them, but the reply is lost. */
  loseReplies: number;
  /** Requests whose URL matches reach the server, which processes them, but the reply is lost. */
  loseRepliesTo: RegExp | null;
  /** Answer every request with this status without reaching the app (a failing proxy, say). */
  answerWith: number | null;
  /** Push batches carrying one of these mutation ids get a 500 without reaching the app (a server that fails on that edit). */
  poisoned: Set<string>;
  /** The result statuses of every push the device saw an answer to. */
  pushStatuses: string[][];
  /** Rewrites the JSON of answers whose URL matches (a server newer than this client, say). */
  rewrite: { url: RegExp; body: (body: unknown, url: string) => unknown } | null;
  /** What the device has read and handled of its live streams: it asks for the next bytes only then. */
  liveHandled: string;
};

export function network(): FakeNetwork {
  return {
    requests: [],
    down: false,
    dropping: null,
    loseReplies: 0,
    loseRepliesTo: null,
    answerWith: null,
    poisoned: new Set(),
    pushStatuses: [],
    rewrite: null,
    liveHandled: '',
  };
}

/**
 * Passes a live stream through one chunk per read, noting in `liveHandled` what the device had read
 * before asking for more: its reader handles each chunk (and asks the engine for its pulls) before
 * reading again, so a test can wait until a given event has been handled.
 */
function observedLiveStream(response: Response, net: FakeNetwork): Response {
  const source = response.body?.getReader();
  if (!source) return response;
  const decoder = new TextDecoder();
  let read = '';
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        net.liveHandled = read;
        const chunk = await source.read();
        if (chunk.done) return controller.close();
        read += decoder.decode(chunk.value, { stream: true });
        controller.enqueue(chunk.value);
      },
      cancel: (reason) => source.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { status: response.status, headers: response.headers });
}

const PushBodySchema = v.object({ mutations: v.array(v.object({ mutationId: v.string() })) });
const PushAnswerSchema = v.object({ data: v.object({ results: v.array(v.object({ status: v.string() })) }) });

export function deviceFetch(t: TestApp, net: FakeNetwork) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    net.requests.push(`${init.method ?? 'GET'} ${url}`);
    if (net.down || net.dropping?.test(url)) throw new TypeError('Failed to fetch');
    if (net.answerWith)
      return Response.json(
        { error: { code: 'internal_error', message: 'Down' } },
        { status: net.answerWith },
      );
    if (url.endsWith('/sync/push') && net.poisoned.size > 0) {
      const body = v.parse(PushBodySchema, JSON.parse(String(init.body)));
      if (body.mutations.some((mutation) => net.poisoned.has(mutation.mutationId)))
        return Response.json(
          { error: { code: 'internal_error', message: 'Unknown error' } },
          { status: 500 },
        );
    }
    const response = await t.app.request(url, init);
    const loseThis = net.loseRepliesTo?.test(url) ?? false;
    if (loseThis || net.loseReplies > 0) {
      if (!loseThis) net.loseReplies -= 1;
      await response.text();
      throw new TypeError('Failed to fetch');
    }
    if (url.endsWith('/sync/push') && response.ok) {
      const answer = v.safeParse(PushAnswerSchema, await response.clone().json());
      if (answer.success) net.pushStatuses.push(answer.output.data.results.map((result) => result.status));
    }
    if (url.endsWith('/live') && response.ok) return observedLiveStream(response, net);
    if (net.rewrite?.url.test(url) && response.ok)
      return Response.json(net.rewrite.body(await response.json(), url), { status: response.status });
    return response;
  };
}

export type Device = Awaited<ReturnType<typeof openDevice>>;

/**
 * One device of a user: its own database (own IndexedDB when `separate`), network and engine,
 * started (so it has pulled once). No timers or window listeners: tests drive `engine.sync()`.
 */
export async function openDevice(
  t: TestApp,
  user: SyncUser,
  /** `live`: the device keeps the live channel open (through its fake network) and pulls on its pokes. */
  options: { separate?: boolean; pullPageSize?: number; live?: boolean } = {},
) {
  const dbOptions: DbOptions = options.separate ? { indexedDB: new IDBFactory(), IDBKeyRange } : {};
  const db: RoadieDb = await openUserDb(user.id, dbOptions);
  const net = network();
  const events = new EventTarget();
  const connectivity: Connectivity = createConnectivity({ events, initiallyOnline: true });
  const conflicts: SyncConflict[] = [];
  const errors: unknown[] = [];
  const status = createSyncStatusStore();
  const engine = createSyncEngine(db, {
    transport: fetchTransport(deviceFetch(t, net), { token: () => user.token }),
    uploads: fetchUploadTransport(deviceFetch(t, net), { token: () => user.token }),
    connectivity,
    status,
    triggers: false,
    locks: null,
    onConflict: (conflict) => conflicts.push(conflict),
    onError: (error) => errors.push(error),
    random: () => 0,
    pullPageSize: options.pullPageSize,
    live: options.live ? fetchLiveConnect(deviceFetch(t, net), { token: () => user.token }) : false,
  });
  await engine.start();
  return {
    db,
    net,
    engine,
    status,
    conflicts,
    errors,
    connectivity,
    goOffline: () => events.dispatchEvent(new Event('offline')),
    goOnline: () => events.dispatchEvent(new Event('online')),
    /** Stops the engine and deletes the device's database (tests never share IndexedDB state). */
    async dispose() {
      engine.stop();
      await db.delete();
    },
  };
}

/** The day of a tour on a date, from the device's mirror. */
export async function dayOn(db: RoadieDb, tourId: string, date: string) {
  const day = await db.tourDays.where('[tourId+date]').equals([tourId, date]).first();
  if (!day) throw new Error(`no day ${date} in tour ${tourId} on this device`);
  return day;
}

/** Devices opened by one test file; `disposeAll()` after each test resets IndexedDB. */
export function deviceRegistry(app: () => TestApp) {
  const opened: Device[] = [];
  return {
    async open(user: SyncUser, options?: Parameters<typeof openDevice>[2]): Promise<Device> {
      const device = await openDevice(app(), user, options);
      opened.push(device);
      return device;
    },
    async disposeAll(): Promise<void> {
      for (const device of opened.splice(0)) await device.dispose();
    },
  };
}
