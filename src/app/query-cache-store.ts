/**
 * The persisted query cache's storage: one small IndexedDB database per user,
 * `roadie-query-cache-<userId>`, with one key/value table. Its own database, not the mirror's
 * (`roadie-<userId>`), so the mirror's schema versions never have to know about it.
 * Loaded on demand (Dexie stays out of the sign-in screens' JS).
 */
import { Dexie, type Table } from 'dexie';

type Entry = { key: string; value: string };
type QueryCacheDb = Dexie & { entries: Table<Entry, string> };

export const queryCacheDbName = (userId: string) => `roadie-query-cache-${userId}`;

const open = new Map<string, QueryCacheDb>();

function dbFor(userId: string): QueryCacheDb {
  const existing = open.get(userId);
  if (existing) return existing;
  const db = new Dexie(queryCacheDbName(userId)) as QueryCacheDb;
  db.version(1).stores({ entries: 'key' });
  open.set(userId, db);
  return db;
}

export async function readEntry(userId: string, key: string): Promise<string | null> {
  return (await dbFor(userId).entries.get(key))?.value ?? null;
}

export async function writeEntry(userId: string, key: string, value: string): Promise<void> {
  await dbFor(userId).entries.put({ key, value });
}

export async function removeEntry(userId: string, key: string): Promise<void> {
  await dbFor(userId).entries.delete(key);
}

/** Signing out: the user's saved answers leave the device with their session. */
export async function deleteQueryCacheDb(userId: string): Promise<void> {
  open.get(userId)?.close();
  open.delete(userId);
  await Dexie.delete(queryCacheDbName(userId));
}
