/**
 * Feeds the sync status store from the outbox (pending and failed writes, other tabs' included),
 * the files waiting to upload, and connectivity. Only reads the outbox, never writes it. Kept apart from sync-status.ts
 * so the status store stays free of Dexie (the app root reads it before anyone signed in).
 */
import { liveQuery } from 'dexie';
import type { Connectivity } from './connectivity';
import type { RoadieDb } from './db';
import type { SyncStatusStore } from './sync-status';

/** Keeps `pending`, `failed` and `online` current; returns the stop. */
export function watchOutboxStatus(
  db: RoadieDb,
  connectivity: Connectivity,
  status: SyncStatusStore,
  onError?: (error: unknown) => void,
): () => void {
  // Files waiting to upload count as waiting changes too: the header (and the update toast) see them.
  const outbox = liveQuery(() =>
    Promise.all([db.outbox.toArray(), db.uploads.where('status').anyOf('queued', 'uploading').count()]),
  ).subscribe({
    next: ([rows, uploads]) =>
      status.update({
        pending: rows.filter((row) => row.status !== 'failed').length + uploads,
        failed: rows.filter((row) => row.status === 'failed'),
      }),
    error: (error) => onError?.(error),
  });
  const onConnectivity = () => status.update({ online: connectivity.isOnline() });
  onConnectivity();
  const unsubscribe = connectivity.subscribe(onConnectivity);
  return () => {
    outbox.unsubscribe();
    unsubscribe();
  };
}
