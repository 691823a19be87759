/**
 * The schema of the per-user database (db.ts), derived from DEVICE_ENTITIES (entities.ts) and the
 * device's own tables. Dexie keeps no history of versions without an upgrade: a database of ANY
 * older version is compared with the whole schema — new tables and indexes are added, tables no
 * longer declared are dropped. Every version declares the WHOLE schema (Dexie drops each table a
 * version leaves out), and a version that moves data keeps its `upgrade()` for good.
 */
import { Dexie, type Transaction } from 'dexie';
import { SYNC_ENTITIES } from '#contract/sync';
import type { DbOptions, GuestListSubmissionRow, MirrorTables, OutboxRow, RoadieDb } from './db';
import { DEVICE_ENTITIES, tableOf } from './entities';

export const dbNameFor = (userId: string) => `roadie-${userId}`;

/** The device's own tables: never synced as rows. */
const LOCAL_STORES = {
  outbox: '++seq, &mutationId, scope, status, *entityIds',
  syncState: 'tourId',
  meta: 'key',
  // The files whose bytes this device keeps, and files waiting to upload (upload-queue.ts).
  savedFiles: 'fileId, tourId, reason',
  uploads: 'id, status, tourId, tourDayId, artistId, createdAt',
  // The user's own profile, so its screens open offline and its edits queue like any other.
  personalDetails: 'userId',
  travellingDetails: 'userId',
  emergencyContacts: 'id',
} satisfies Record<Exclude<keyof RoadieDb, keyof Dexie | keyof MirrorTables | 'userId'>, string>;

/** Raise by one whenever DEVICE_ENTITIES or LOCAL_STORES change (else Dexie patches and warns). */
export const SCHEMA_VERSION = 12;

const currentStores = (): Record<string, string> => ({
  ...Object.fromEntries(SYNC_ENTITIES.map((entity) => [tableOf(entity), DEVICE_ENTITIES[entity].indexes])),
  ...LOCAL_STORES,
});

/** An outbox row as versions ≤ 8 stored it. */
type OutboxRowV8 = Omit<OutboxRow, 'scope'> & { tourId: string };

/**
 * v9: one name per entity — `guestLists` became `guestListSubmissions`, and the outbox's `tourId`
 * (a tour OR the profile) became `scope`. Dexie runs this after creating the new table and index
 * and BEFORE it drops `guestLists`, so the old rows are still readable here. A device that never
 * had `guestLists` (older than v6) has nothing to move.
 */
async function upgradeToV9(tx: Transaction): Promise<void> {
  if (tx.idbtrans.objectStoreNames.contains('guestLists')) {
    const rows = await tx.table<GuestListSubmissionRow, string>('guestLists').toArray();
    await tx.table<GuestListSubmissionRow, string>('guestListSubmissions').bulkPut(rows);
  }
  await tx
    .table<OutboxRow | OutboxRowV8, number>('outbox')
    .toCollection()
    .modify((row, ctx) => {
      if (!('tourId' in row)) return;
      const { tourId, ...rest } = row;
      ctx.value = { ...rest, scope: tourId };
    });
}

/**
 * The versions that move data, oldest first, each with the tables it drops. Kept for good: a
 * device of any older version passes through each upgrade on its way to SCHEMA_VERSION.
 */
const UPGRADES: { version: number; drops: string[]; upgrade: (tx: Transaction) => Promise<void> }[] = [
  { version: 9, drops: ['guestLists'], upgrade: upgradeToV9 },
];

export function createDb(userId: string, options: DbOptions): RoadieDb {
  const dexie = new Dexie(dbNameFor(userId), options);
  for (const { version, drops, upgrade } of UPGRADES) {
    const dropped = Object.fromEntries(drops.map((table) => [table, null]));
    dexie
      .version(version)
      .stores({ ...currentStores(), ...dropped })
      .upgrade(upgrade);
  }
  const latest = UPGRADES.at(-1)?.version ?? 0;
  if (SCHEMA_VERSION > latest) dexie.version(SCHEMA_VERSION).stores(currentStores());
  return Object.assign(dexie, { userId }) as RoadieDb;
}
