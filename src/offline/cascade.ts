/**
 * Deleting mirrored rows with everything that hangs off them, read from SYNC_CHILDREN
 * (contract/sync-cascade.ts) — the same list the server tombstones by. Used by the pull (a
 * tombstone removes its children even when the server sends none for them) and by local effects
 * (a deleted rider takes its parts with it at once). Runs inside the caller's transaction, which
 * must include every mirror table. It never touches the outbox.
 */
import type { Table } from 'dexie';
import type { SyncEntity } from '#contract/sync';
import { childrenOf } from '#contract/sync-cascade';
import { MIRROR_TABLES, type MirrorRow, type RoadieDb } from './db';
import { tableOf } from './entities';

/** The mirror table of any entity, for code that works on every entity alike. */
export const mirrorTable = (db: RoadieDb, entity: SyncEntity): Table<MirrorRow, string> =>
  db.table<MirrorRow, string>(tableOf(entity));

/**
 * Deletes rows of `entity` and, recursively, their children: a deleted day takes its notes, files
 * and events, and the events take their assignments, rooms and guest lists. A tour takes every row
 * of it (each carries `tourId`).
 */
export async function deleteWithChildren(db: RoadieDb, entity: SyncEntity, ids: readonly string[]) {
  if (ids.length === 0) return;
  if (entity === 'tour') {
    for (const tourId of ids) await wipeTour(db, tourId);
    return;
  }
  await mirrorTable(db, entity).bulkDelete([...ids]);
  for (const link of childrenOf(entity)) {
    const children = await mirrorTable(db, link.entity).where(link.key).anyOf(ids).primaryKeys();
    await deleteWithChildren(db, link.entity, children);
  }
}

/** Every mirrored row of one tour (its outbox rows stay: they are the user's writes). */
export async function wipeTour(db: RoadieDb, tourId: string): Promise<void> {
  await db.tours.delete(tourId);
  for (const name of MIRROR_TABLES) {
    if (name !== 'tours') await db.table(name).where('tourId').equals(tourId).delete();
  }
}
