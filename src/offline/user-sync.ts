/**
 * The signed-in user's offline layer as the app sees it: `prepareUserDb(userId)` at boot (a
 * stored session: the database opens while the app loads), `startSync(userId)` after sign-in,
 * `stopSync()` when the session ends, and `mutate` / `retry` / `discard` / `useUserDb()` for the
 * screens. Owns which user's database is open; it never keeps another user's database open and
 * never deletes a database (signing out keeps the outbox for that user's next sign-in).
 */
import { useSyncExternalStore } from 'react';
import type { MutationName } from '#contract/sync-mutations';
import { whenIdle } from '../lib/when-idle';
import { openUserDb, type RoadieDb } from './db';
import type { MutationInput } from './mutations';
import { askOnceWhenToursKept } from './persistent-storage';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './sync-engine';
import { appSyncStatus } from './sync-status';
import type { EnqueueUploadInput } from './upload-queue';

let active: SyncEngine | null = null;
let starting: { userId: string; engine: Promise<SyncEngine> } | null = null;
/** Opened at boot for the stored session's user; `startSync` for that user takes it over. */
let prepared: { userId: string; db: Promise<RoadieDb> } | null = null;
/** What the screens read: the user's database from the moment it is open, engine or not. */
let readable: RoadieDb | null = null;
/** Bumped by every stop: a start still opening its database checks it is still wanted. */
let generation = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/**
 * Starts opening the database of the session stored on this device, before any screen asks for
 * it, so the open overlaps loading the app. Does nothing once a start is under way.
 */
export function prepareUserDb(userId: string): void {
  if (active || starting || prepared) return;
  const mine = generation;
  const db = openUserDb(userId);
  prepared = { userId, db };
  db.then(
    (opened) => {
      // Not after a stop: the stop closes it (or the start that took it over owns it).
      if (generation !== mine) return;
      readable = opened;
      notify();
    },
    () => {
      if (prepared?.db === db) prepared = null;
    },
  );
}

/** Opens the user's database and starts syncing it; the same user again just resumes syncing. */
export function startSync(userId: string, options: SyncEngineOptions = {}): Promise<SyncEngine> {
  if (active?.db.userId === userId) {
    void active.resume();
    return Promise.resolve(active);
  }
  if (starting?.userId === userId) return starting.engine;
  let opening: Promise<RoadieDb>;
  if (prepared?.userId === userId) {
    // Nothing else is open or starting while a prepared database waits (prepareUserDb's rule).
    opening = prepared.db;
    prepared = null;
  } else {
    stopSync();
    opening = openUserDb(userId);
  }
  const mine = generation;
  const engine = opening.then((db) => {
    // After each pull the files of the coming days are fetched for the road (src/offline/file-cache),
    // loaded lazily: the first screen does not need it.
    const afterPull = (pulled: RoadieDb) => {
      void import('./file-cache').then(({ refreshOfflineFiles }) => refreshOfflineFiles(pulled));
      void askOnceWhenToursKept(pulled).catch(() => undefined);
    };
    const started = createSyncEngine(db, { afterPull, ...options });
    if (generation !== mine) {
      // Signed out (or signed in again) while the database was opening: this start is void.
      started.stop();
      throw new Error('Offline sync start was superseded.');
    }
    starting = null;
    active = started;
    readable = db;
    notify();
    // The first pull, push and live channel once the screen is up: a reopened app shows the mirror
    // first (readable from here on), and the requests' main-thread work would otherwise land inside
    // its first render. The engine is handed out once it has started, so `whenIdle()` means synced.
    return new Promise<SyncEngine>((resolve) =>
      whenIdle(() => {
        if (active === started) void started.start();
        resolve(started);
      }),
    );
  });
  starting = { userId, engine };
  engine.catch(() => {
    if (generation === mine) starting = null;
  });
  return engine;
}

/** Stops syncing and closes the database. The outbox stays until the same user signs in again. */
export function stopSync(): void {
  generation += 1;
  starting = null;
  if (prepared) {
    void prepared.db.then(
      (db) => db.close(),
      () => undefined,
    );
    prepared = null;
  }
  const wasReadable = readable !== null;
  readable = null;
  if (!active) {
    if (wasReadable) notify();
    return;
  }
  active.stop();
  active = null;
  appSyncStatus.reset();
  notify();
}

export function activeSyncEngine(): SyncEngine | null {
  return active;
}

/** After an online-only write (REST) that changed mirrored rows: pull now rather than in up to 60 s. */
export function syncNow(): void {
  void active?.sync().catch(() => undefined);
}

/** Like `syncNow`, but resolves once the pull has reached the mirror, so a screen can wait on it. */
export async function pullNow(): Promise<void> {
  await active?.pull().catch(() => undefined);
}

/** Re-reads the user's own profile into the device (a profile screen opened, or a REST edit of it). */
export function refreshProfile(): void {
  void active?.refreshProfile().catch(() => undefined);
}

function requireEngine(): SyncEngine {
  if (!active) throw new Error('Offline sync has not started: no signed-in user.');
  return active;
}

/** A write from a screen: applied to the mirror at once, queued, then pushed. Returns its id. */
export function mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<string> {
  return requireEngine().mutate(name, args);
}

/** Sends a failed write again (the header's Retry). */
export function retry(mutationId: string): Promise<string | null> {
  return requireEngine().retry(mutationId);
}

/** Drops a failed write; the tour is re-pulled to show the server's version (the header's Discard). */
export function discard(mutationId: string): Promise<boolean> {
  return requireEngine().discard(mutationId);
}

/** Queues a file with its bytes for upload (offline, or after a network failure); returns its id. */
export function enqueueUpload(input: EnqueueUploadInput): Promise<string> {
  return requireEngine().enqueueUpload(input);
}

/** Sends a refused upload again. */
export function retryUpload(id: string): Promise<string | null> {
  return requireEngine().retryUpload(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The signed-in user's database for `useLiveQuery`, or null while none is open. Given out as soon
 * as it is open, possibly before its engine runs (`activeSyncEngine()` says when that is).
 */
export function useUserDb(): RoadieDb | null {
  return useSyncExternalStore(
    subscribe,
    () => readable,
    () => null,
  );
}
