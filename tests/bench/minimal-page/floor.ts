/**
 * The floor of the first-sync budget, run in the bench's Chromium (floor.html on the minimal page's
 * origin): fetch the same change pages the app pulls, then write the same rows in ONE raw
 * IndexedDB `readwrite` transaction — no Dexie, no validation, no sync bookkeeping. Also seeds the
 * minimal page's Dexie database with those rows. Called by the bench through `window.bench`.
 */
import { openMinimalDb, STORE_OF, STORES, type StoreName } from './schema';

type Change = { entity: string; id: string; op: 'upsert' | 'delete'; data: Record<string, unknown> | null };
type Page = { version: number; hasMore: boolean; changes: Change[] };
type Rows = Record<StoreName, Record<string, unknown>[]>;

let rows: Rows | null = null;

async function get<T>(path: string, token: string): Promise<{ data: T; bytes: number }> {
  const response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const text = await response.text();
  return { data: (JSON.parse(text) as { data: T }).data, bytes: text.length };
}

/** Every tour's change pages, as the app asks for them (500 a page, one after the other). */
async function fetchRows(token: string) {
  const started = performance.now();
  let requests = 1;
  let bytes = 0;
  const latest = new Map<string, Change>();
  const tours = await get<{ tourId: string }[]>('/sync/tours', token);
  for (const { tourId } of tours.data) {
    for (let since = 0; ; requests += 1) {
      const page = await get<Page>(`/sync/tours/${tourId}/changes?since=${since}&limit=2000`, token); // the app's PULL_PAGE_SIZE
      bytes += page.bytes;
      for (const change of page.data.changes) latest.set(`${change.entity}:${change.id}`, change);
      if (!page.data.hasMore) break;
      since = page.data.version;
    }
  }
  const collected = Object.fromEntries(Object.keys(STORES).map((name) => [name, []])) as unknown as Rows;
  for (const change of latest.values()) {
    const store = STORE_OF[change.entity];
    if (store && change.op === 'upsert' && change.data) collected[store].push(change.data);
  }
  rows = collected;
  const count = Object.values(collected).reduce((sum, list) => sum + list.length, 0);
  return { ms: performance.now() - started, requests, bytes, rows: count };
}

function createStores(db: IDBDatabase, withIndexes: boolean) {
  for (const [name, spec] of Object.entries(STORES)) {
    const [, ...indexes] = spec.split(',').map((part) => part.trim());
    const store = db.createObjectStore(name, { keyPath: 'id' });
    if (!withIndexes) continue;
    for (const index of indexes) {
      const compound = /^\[(.+)\]$/.exec(index)?.[1];
      store.createIndex(index, compound ? compound.split('+') : index);
    }
  }
}

/** Puts every row in ONE readwrite transaction of a fresh database; times that transaction only. */
async function rawWrite(withIndexes: boolean) {
  if (!rows) throw new Error('fetchRows first');
  const all = rows;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(`floor-${withIndexes ? 'indexed' : 'plain'}-${Date.now()}`, 1);
    open.onupgradeneeded = () => createStores(open.result, withIndexes);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(Object.keys(STORES), 'readwrite');
    for (const [name, list] of Object.entries(all)) {
      const store = tx.objectStore(name);
      for (const row of list) store.put(row);
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  const ms = performance.now() - started;
  db.close();
  return { ms, rows: Object.values(all).reduce((sum, list) => sum + list.length, 0) };
}

/** The minimal page's own copy: the same rows in its Dexie database. */
async function seedMinimal() {
  if (!rows) throw new Error('fetchRows first');
  const db = openMinimalDb();
  const all = rows;
  await db.transaction('rw', Object.keys(STORES), async () => {
    for (const [name, list] of Object.entries(all)) await db.table(name).bulkPut(list);
  });
  db.close();
}

Object.assign(window, { bench: { fetchRows, rawWrite, seedMinimal } });
