/**
 * A device upgraded from an older app keeps its mirror AND its unsent outbox: the database is
 * written with the schema the app shipped before (tests/support/shipped-db.ts, frozen), closed,
 * then opened by today's `openUserDb`.
 */
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { type DbOptions, dbNameFor, type OutboxRow, openUserDb } from '../../src/offline/db';
import { reapplyOutbox } from '../../src/offline/outbox';
import { SHIPPED_STORES } from '../support/shipped-db';

/** The database an app of version `upTo` left behind. */
function shippedDb(userId: string, upTo: number, options: DbOptions) {
  const dexie = new Dexie(dbNameFor(userId), options);
  for (let version = 1; version <= upTo; version += 1)
    dexie.version(version).stores({ ...SHIPPED_STORES[version] });
  return dexie;
}

const tourId = crypto.randomUUID();
const eventId = crypto.randomUUID();
const submission = {
  id: crypto.randomUUID(),
  tourId,
  eventId,
  requesterId: crypto.randomUUID(),
  guestNames: 'Ada Lovelace',
  status: 'PENDING',
};
const unsent = {
  mutationId: crypto.randomUUID(),
  name: 'note.create',
  args: { tourDayId: crypto.randomUUID(), note: { id: crypto.randomUUID(), text: 'Bus at 9' } },
  tourId,
  createdAt: '2027-04-10T08:00:00.000Z',
  status: 'pending',
  attempts: 0,
  entityIds: [],
} satisfies Omit<OutboxRow, 'seq' | 'scope'> & { tourId: string };
const profileEdit = { ...unsent, mutationId: crypto.randomUUID(), tourId: 'profile' };

describe('opening a database of an older app', () => {
  it('from v8: guest list requests move to guestListSubmissions and outbox rows keep their scope', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange };
    const userId = crypto.randomUUID();
    const old = shippedDb(userId, 8, options);
    await old.table('tours').put({ id: tourId, name: 'Spring run' });
    await old.table('guestLists').put(submission);
    await old.table('outbox').bulkAdd([unsent, profileEdit]);
    old.close();

    const db = await openUserDb(userId, options);
    try {
      expect(db.tables.map((table) => table.name)).not.toContain('guestLists');
      expect(db.backendDB().objectStoreNames.contains('guestLists')).toBe(false);
      expect(await db.guestListSubmissions.get(submission.id)).toEqual(submission);
      expect(await db.guestListSubmissions.where('eventId').equals(eventId).count()).toBe(1);
      expect(await db.tours.get(tourId)).toEqual({ id: tourId, name: 'Spring run' });

      const rows = await db.outbox.orderBy('seq').toArray();
      const { tourId: _tour, ...rest } = unsent;
      expect(rows).toEqual([
        { ...rest, seq: 1, scope: tourId },
        { ...rest, seq: 2, mutationId: profileEdit.mutationId, scope: 'profile' },
      ]);
      expect(rows.every((row) => !('tourId' in row))).toBe(true);
      // The new index answers: the pull re-applies this tour's queued writes by it.
      expect(await db.outbox.where('scope').equals(tourId).primaryKeys()).toEqual([1]);
      await db.transaction('rw', db.tables, () => reapplyOutbox(db, tourId));
      // The next write still numbers after the old ones.
      expect(await db.outbox.add({ ...rest, mutationId: crypto.randomUUID(), scope: tourId })).toBe(3);
    } finally {
      db.close();
    }
  });

  it('from v5 (before guest lists): opens with every table and nothing to move', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange };
    const userId = crypto.randomUUID();
    const old = shippedDb(userId, 5, options);
    await old.table('outbox').add(unsent);
    old.close();

    const db = await openUserDb(userId, options);
    try {
      expect(await db.guestListSubmissions.count()).toBe(0);
      expect(await db.riderFiles.count()).toBe(0);
      expect((await db.outbox.toArray()).map((row) => row.scope)).toEqual([tourId]);
    } finally {
      db.close();
    }
  });

  it('gives an upgraded device the same stores and indexes as a new one', async () => {
    const options = { indexedDB: new IDBFactory(), IDBKeyRange };
    const fresh = await openUserDb(crypto.randomUUID(), options);
    const upgradedId = crypto.randomUUID();
    const old = shippedDb(upgradedId, 8, options);
    await old.open();
    old.close();
    const upgraded = await openUserDb(upgradedId, options);
    try {
      expect(storesOf(upgraded)).toEqual(storesOf(fresh));
      expect(storesOf(fresh).map(([name]) => name)).toContain('guestListSubmissions');
    } finally {
      fresh.close();
      upgraded.close();
    }
  });
});

/** What IndexedDB itself holds (not what Dexie was told): each store's key and index names. */
function storesOf(db: Dexie) {
  const idb = db.backendDB();
  const names = Array.from(idb.objectStoreNames);
  const tx = idb.transaction(names, 'readonly');
  return names.map((name) => {
    const store = tx.objectStore(name);
    return [name, store.keyPath, store.autoIncrement, Array.from(store.indexNames).sort()] as const;
  });
}
