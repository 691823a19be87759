/**
 * The sync state the header shows at all times (docs/offline-client.md): offline, "N changes waiting",
 * syncing, failed. A tiny external store for `useSyncExternalStore`; the engine writes it,
 * screens only read it. It must not import Dexie: the app root reads it (the update toast), and
 * the sign-in screens must not carry the offline layer.
 */
import { useSyncExternalStore } from 'react';
import { browserSaysOnline } from './connectivity';
import type { OutboxRow } from './db';

export type SyncStatus = {
  online: boolean;
  /** Writes not yet answered by the server (pending + sending). */
  pending: number;
  syncing: boolean;
  /** How much of a pull that needs several pages is written (0–1); null otherwise (src/offline/pull-progress.ts). */
  pullShare: number | null;
  /** Writes the server rejected: shown with Retry / Discard until the user picks one. */
  failed: OutboxRow[];
  /** The session was refused (401 after a refresh): nothing is sent until the user signs in again. */
  sessionEnded: boolean;
  /** The last sync failure that was not just "offline", for a tooltip or a log. */
  lastError: string | null;
};

export const IDLE_STATUS: SyncStatus = {
  online: true,
  pending: 0,
  syncing: false,
  pullShare: null,
  failed: [],
  sessionEnded: false,
  lastError: null,
};

export type SyncStatusStore = {
  getSnapshot(): SyncStatus;
  subscribe(listener: () => void): () => void;
  update(change: Partial<SyncStatus>): void;
  reset(): void;
};

/** `initial` may be a function: read again at each `reset()`. */
export function createSyncStatusStore(
  initial: SyncStatus | (() => SyncStatus) = IDLE_STATUS,
): SyncStatusStore {
  const fresh = () => (typeof initial === 'function' ? initial() : initial);
  let snapshot = fresh();
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const keys = Object.keys(change) as (keyof SyncStatus)[];
      if (keys.every((key) => Object.is(snapshot[key], change[key]))) return;
      snapshot = { ...snapshot, ...change };
      emit();
    },
    reset() {
      snapshot = fresh();
      emit();
    },
  };
}

/**
 * A pull's share as shown ('45%'): rounded down, so 100% is never shown before the pull has ended,
 * and at least 1% once anything is written, so a long pull of small pages never reads as stuck at 0%.
 */
export function pullPercent(share: number): string {
  const percent = Math.floor(share * 100);
  return `${share > 0 ? Math.max(1, percent) : 0}%`;
}

/**
 * Idle, and offline if the browser already knows it is: a reload without a network then reads
 * "Offline" from its first paint, not "All changes saved" until the engine has started.
 */
export function browserIdleStatus(): SyncStatus {
  return { ...IDLE_STATUS, online: browserSaysOnline() };
}

/** The app's one status store (the engine started for the signed-in user writes it). */
export const appSyncStatus = createSyncStatusStore(browserIdleStatus);

export function useSyncStatus(store: SyncStatusStore = appSyncStatus): SyncStatus {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
