/**
 * The signed-in user's offline layer as the app sees it: `startSync(userId)` after sign-in,
 * `stopSync()` when the session ends, and `mutate` / `retry` / `discard` / `useUserDb()` for the
 * screens. Owns which user's database is open; it never keeps another user's database open and
 * never deletes a database (signing out keeps the outbox for that user's next sign-in).
 */
import { useSyncExternalStore } from 'react';
import type { MutationName } from '#contract/sync-mutations';
import { openUserDb, type RoadieDb } from './db';
import type { MutationInput } from './mutations';
import { createSyncEngine, type SyncEngine, type SyncEngineOptions } from './sync-engine';
import { appSyncStatus } from './sync-status';

let active: SyncEngine | null = null;
let starting: { userId: string; engine: Promise<SyncEngine> } | null = null;
/** Bumped by every stop: a start still opening its database checks it is still wanted. */
let generation = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Opens the user's database and starts syncing it; the same user again just resumes syncing. */
export function startSync(userId: string, options: SyncEngineOptions = {}): Promise<SyncEngine> {
  if (active?.db.userId === userId) {
    void active.resume();
    return Promise.resolve(active);
  }
  if (starting?.userId === userId) return starting.engine;
  stopSync();
  const mine = generation;
  const engine = openUserDb(userId).then((db) => {
    // After each pull the files of the coming days are fetched for the road (src/offline/file-cache),
    // loaded lazily: the first screen does not need it.
    const afterPull = (pulled: RoadieDb) =>
      void import('./file-cache').then(({ refreshOfflineFiles }) => refreshOfflineFiles(pulled));
    const started = createSyncEngine(db, { afterPull, ...options });
    if (generation !== mine) {
      // Signed out (or signed in again) while the database was opening: this start is void.
      started.stop();
      throw new Error('Offline sync start was superseded.');
    }
    starting = null;
    active = started;
    notify();
    void started.start();
    // Ask once per sign-in that the browser keep the mirror under storage pressure.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    return started;
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
  if (!active) return;
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The signed-in user's database for `useLiveQuery`, or null while none is open. */
export function useUserDb(): RoadieDb | null {
  return useSyncExternalStore(
    subscribe,
    () => active?.db ?? null,
    () => null,
  );
}
