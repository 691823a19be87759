/**
 * The sync engine of one signed-in user's database: pull then push, one run at a time, on the
 * triggers of docs/offline-client.md, with backoff after failures. Owns the run loop, the outbox Web Lock
 * and the status store's content. It never sends while offline (except the one backoff retry
 * that probes an unreachable server), never after the session was refused, and never drops the
 * outbox: stopping only closes the database.
 */
import type { SyncTour } from '#contract/sync';
import type { MutationName } from '#contract/sync-mutations';
import { createRetryTimer } from './backoff';
import { appConnectivity, type Connectivity } from './connectivity';
import { getDeviceId, isProfileScope, type RoadieDb } from './db';
import type { LiveConnect } from './live-channel';
import { apiLiveConnect } from './live-connect';
import { startLiveSync } from './live-sync';
import type { MutationInput } from './mutations';
import { enqueueMutation, removeFromOutbox, requeueFailed } from './outbox';
import { watchOutboxStatus } from './outbox-status';
import { profileWritesQueued, readProfile } from './profile-mirror';
import { OfflineError, pullAll } from './pull';
import { createPullWish } from './pull-wish';
import { pushOutbox } from './push';
import type { SyncConflict } from './push-results';
import { appSyncStatus, type SyncStatusStore } from './sync-status';
import { installSyncTriggers, type TriggerOptions } from './sync-triggers';
import {
  apiTransport,
  isNetworkFailure,
  isSessionRefused,
  observeConnectivity,
  type SyncTransport,
} from './transport';
import { drainUploads } from './upload-drain';
import { type EnqueueUploadInput, enqueueUpload, retryUpload } from './upload-queue';
import { apiUploadTransport, observeUploadConnectivity, type UploadTransport } from './upload-transport';

export type SyncEngineOptions = {
  transport?: SyncTransport;
  connectivity?: Connectivity;
  status?: SyncStatusStore;
  onConflict?: (conflict: SyncConflict) => void;
  onError?: (error: unknown) => void;
  /** `false` in tests: no interval, no window/document listeners (call `sync()` instead). */
  triggers?: false | Omit<TriggerOptions, 'connectivity' | 'onTrigger'>;
  /** Web Locks (one tab drains the outbox); `null` to run without. */
  locks?: LockManager | null;
  random?: () => number;
  /** Rows per pulled page (default PULL_PAGE_SIZE, 2000). */
  pullPageSize?: number;
  /** Background work after each successful pull (the offline file cache); never awaited by sync. */
  afterPull?: (db: RoadieDb) => void;
  /** How queued uploads are sent (default: the app's API); they drain after the push. */
  uploads?: UploadTransport;
  /** After queued files were attached: which artists got files (tour files arrive by the pull). */
  onUploaded?: (outcome: { tours: string[]; artists: string[] }) => void;
  /** The live channel ("tour changed": pull at once). Default: the app's (`apiLiveConnect`) with the
   * app's transport, none with a caller's own; tests pass a connector (`fetchLiveConnect`) or `false`. */
  live?: LiveConnect | false;
};

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(db: RoadieDb, options: SyncEngineOptions = {}) {
  const connectivity = options.connectivity ?? appConnectivity();
  const status = options.status ?? appSyncStatus;
  const transport = observeConnectivity(options.transport ?? apiTransport, connectivity);
  const uploads = observeUploadConnectivity(options.uploads ?? apiUploadTransport, connectivity);
  const locks = options.locks !== undefined ? options.locks : globalThis.navigator?.locks;
  const liveConnect = options.live ?? (options.transport ? false : apiLiveConnect);
  let wakeLive = () => {};
  const cleanups: (() => void)[] = [];
  const pullWish = createPullWish();
  let wantPush = false;
  let wantUploads = false;
  // The user's own profile is re-read on start, when a screen asks, and after its writes were
  // answered — not on every pull: an unchanged pull stays one small request.
  let wantProfile = false;
  let running: Promise<void> | null = null;
  let stopped = false;
  // For the current run: `probing` may reach an unreachable server (the backoff retry), `now`
  // may send before a pending backoff retry (an explicit sync). Neither overrides the browser.
  let probing = false;
  let now = false;
  const retry = createRetryTimer(
    () => void request({ pull: true, push: true, uploads: true }, 'probe'),
    options.random,
  );

  // Offline means no request at all; an unreachable server gets only the backoff retry.
  const mayRequest = () => {
    const { browserOnline, reachable } = connectivity.getSnapshot();
    if (stopped || status.getSnapshot().sessionEnded || !browserOnline) return false;
    return probing || (reachable && (now || !retry.waiting));
  };

  const fail = (error: unknown) => {
    if (stopped || error instanceof OfflineError) return;
    if (isSessionRefused(error)) {
      status.update({ sessionEnded: true });
      return;
    }
    status.update({ lastError: error instanceof Error ? error.message : String(error) });
    if (!isNetworkFailure(error)) options.onError?.(error);
    retry.failed();
  };

  async function pushOnce() {
    const deviceId = await getDeviceId(db);
    const drain = () =>
      pushOutbox({ db, transport, deviceId, isOnline: mayRequest, onConflict: options.onConflict });
    const outcome = locks
      ? await locks.request(`roadie-outbox-${db.userId}`, { ifAvailable: true }, (lock) =>
          lock ? drain() : null,
        )
      : await drain();
    if (!outcome) return; // another tab holds the lock and drains the same outbox
    if (outcome.tours.some(isProfileScope)) wantProfile = true;
    if (outcome.tours.some((scope) => !isProfileScope(scope))) pullWish.ask();
    if (outcome.kind === 'retry' || outcome.kind === 'session-ended') fail(outcome.error);
    if (outcome.kind === 'drained') retry.succeeded();
  }

  async function uploadOnce() {
    const drain = () => drainUploads({ db, transport: uploads, isOnline: mayRequest });
    const outcome = locks
      ? await locks.request(`roadie-uploads-${db.userId}`, { ifAvailable: true }, (lock) =>
          lock ? drain() : null,
        )
      : await drain();
    if (!outcome) return; // another tab sends the same queue
    if (outcome.tours.length > 0) pullWish.ask();
    if (outcome.tours.length + outcome.artists.length > 0) options.onUploaded?.(outcome);
    if (outcome.kind === 'retry' || outcome.kind === 'session-ended') fail(outcome.error);
    if (outcome.kind === 'drained') retry.succeeded();
  }

  const attempt = async (step: () => Promise<unknown>) => {
    try {
      await step();
    } catch (error) {
      fail(error);
    }
  };

  /** Reads the profile; a read the connection cut off is still wanted for the next run. */
  async function readProfileNow() {
    wantProfile = false;
    try {
      await readProfile({ db, transport, isOnline: mayRequest });
    } catch (error) {
      if (isNetworkFailure(error) || error instanceof OfflineError) wantProfile = true;
      fail(error);
    }
  }

  async function pump() {
    status.update({ syncing: true });
    try {
      // A failed pull does not hold back the push (and vice versa); offline stops both.
      while ((pullWish.wanted || wantPush || wantUploads || wantProfile) && mayRequest()) {
        if (pullWish.wanted) {
          const known = pullWish.take();
          // The profile is read beside the pull (at sign-in: one round trip less at a venue), unless
          // profile writes wait to be sent: then after them, as below.
          const profile = wantProfile && !(await profileWritesQueued(db)) ? readProfileNow() : null;
          await attempt(async () => {
            const deviceId = await getDeviceId(db);
            const ctx = { db, transport, isOnline: mayRequest, deviceId, pageSize: options.pullPageSize };
            await pullAll(
              { ...ctx, onProgress: (share) => status.update({ pullShare: share }) },
              known,
            ).finally(() => status.update({ pullShare: null }));
            retry.succeeded();
            options.afterPull?.(db);
          });
          await profile;
        }
        if (wantPush && mayRequest()) {
          wantPush = false;
          await attempt(pushOnce);
        }
        if (wantUploads && mayRequest()) {
          wantUploads = false;
          await attempt(uploadOnce);
        }
        if (wantProfile && !wantPush && mayRequest()) await readProfileNow();
      }
      // Anything still wanted waits for a trigger (online, focus, interval, backoff).
    } finally {
      probing = false;
      now = false;
      status.update({ syncing: false });
    }
  }

  /** Asks for a pull and/or push; resolves when the current run (which includes it) ends. */
  function request(
    what: { pull?: boolean; push?: boolean; uploads?: boolean; profile?: boolean; tours?: SyncTour[] },
    mode?: 'probe' | 'now',
  ): Promise<void> {
    if (what.pull && what.tours) pullWish.withList(what.tours);
    else if (what.pull) pullWish.ask();
    if (what.push) wantPush = true;
    if (what.uploads) wantUploads = true;
    if (what.profile) wantProfile = true;
    if (mode === 'probe') probing = true;
    if (mode === 'now') now = true;
    running ??= pump().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    db,
    /** Starts watching and syncing: pull, then push. */
    start(): Promise<void> {
      status.update({ sessionEnded: false, lastError: null });
      cleanups.push(watchOutboxStatus(db, connectivity, status, options.onError));
      // Back online after being offline: a fresh start, not the next step of an old backoff.
      cleanups.push(connectivity.subscribe(() => connectivity.isOnline() && retry.clear()));
      if (liveConnect) {
        const live = startLiveSync({
          connect: liveConnect,
          connectivity,
          status,
          pull: () => void request({ pull: true }),
          resync: (tours) => void request({ pull: true, tours }),
          refused: fail,
          random: options.random,
          // Tests without triggers have no document either.
          documentTarget: options.triggers === false ? null : options.triggers?.documentTarget,
        });
        wakeLive = live.wake;
        cleanups.push(live.stop);
      }
      if (options.triggers !== false) {
        const trigger = () => {
          void request({ pull: true, push: true, uploads: true });
          // A channel a newer tab's stream replaced comes back on the next trigger.
          wakeLive();
        };
        cleanups.push(installSyncTriggers({ ...options.triggers, connectivity, onTrigger: trigger }));
      }
      return request({ pull: true, push: true, uploads: true, profile: true }, 'now');
    },
    /** Stops timers and listeners and closes the database. The outbox stays for the next start. */
    stop(): void {
      stopped = true;
      retry.clear();
      for (const cleanup of cleanups.splice(0)) cleanup();
      db.close();
    },
    /** After the same user signed in again (a refused session stopped everything): sync again. */
    resume(): Promise<void> {
      status.update({ sessionEnded: false, lastError: null });
      return request({ pull: true, push: true, uploads: true, profile: true }, 'now');
    },
    /** Pull then push now, even during a backoff (a "Sync now" button); never while offline. */
    sync: () => request({ pull: true, push: true, uploads: true }, 'now'),
    pull: () => request({ pull: true }, 'now'),
    push: () => request({ push: true }, 'now'),
    /** Re-reads the user's own profile now (a profile screen opened, or a REST edit of it). */
    refreshProfile: () => request({ profile: true }, 'now'),
    /** Resolves when no run is in progress. */
    whenIdle: () => running ?? Promise.resolve(),
    /** Queues a file with its bytes (upload-queue.ts), then tries to send it. Returns its id. */
    async enqueueUpload(input: EnqueueUploadInput): Promise<string> {
      const row = await enqueueUpload(db, input);
      void request({ uploads: true });
      return row.id;
    },
    /** Sends a refused upload again (as a new request). */
    async retryUpload(id: string): Promise<string | null> {
      const next = await retryUpload(db, id);
      if (next) void request({ uploads: true });
      return next;
    },
    /** Stores a write (local effect + outbox row, one transaction), then pushes. Returns its id. */
    async mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<string> {
      const row = await enqueueMutation(db, name, args);
      void request({ push: true });
      return row.mutationId;
    },
    /** Sends a failed write again (as a new mutation). Returns the new id, or null. */
    async retry(mutationId: string): Promise<string | null> {
      const next = await requeueFailed(db, mutationId);
      if (next) void request({ push: true });
      return next;
    },
    /** Drops a write and re-reads its tour (or the profile) so the device shows the server's truth again. */
    async discard(mutationId: string): Promise<boolean> {
      const scope = await removeFromOutbox(db, mutationId);
      if (scope) void request(isProfileScope(scope) ? { profile: true } : { pull: true });
      return scope !== null;
    },
  };
}
