/**
 * Persistent storage: a browser may clear a site's data under storage pressure unless the site is
 * granted "persistent" storage. Roadie asks when there is something worth keeping — the first time
 * this device holds a tour, and when the user saves a file for offline or presses the button on the
 * Resources screen — never at sign-in, and never with a toast: Resources explains the state.
 */
import type { RoadieDb } from './db';

/** Below this much free quota the offline copy is at risk (Resources says so). */
export const LOW_QUOTA_BYTES = 50 * 1024 * 1024;
const ASKED_KEY = 'roadie.persistent-storage-asked';

export type StorageProtection = {
  /** `null`: the browser cannot say (no StorageManager). */
  persisted: boolean | null;
  /** Free quota for Roadie in bytes; `null` when the browser does not estimate it. */
  freeBytes: number | null;
};

const storageManager = () => globalThis.navigator?.storage;

/** Whether the offline copy is protected from eviction, and how much room is left. */
export async function readStorageProtection(): Promise<StorageProtection> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
    storage?.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
  ]);
  const freeBytes = estimate?.quota !== undefined ? estimate.quota - (estimate.usage ?? 0) : null;
  return { persisted, freeBytes };
}

/** Asks the browser to keep Roadie's data; resolves whether it now does. */
export async function askForPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  if (await storage.persisted?.().catch(() => false)) return true;
  globalThis.localStorage?.setItem(ASKED_KEY, '1');
  return storage.persist().catch(() => false);
}

/** After a pull: the first time this device holds a tour, ask once (per device) to keep it. */
export async function askOnceWhenToursKept(db: RoadieDb): Promise<void> {
  if (!storageManager()?.persist || globalThis.localStorage?.getItem(ASKED_KEY)) return;
  if ((await db.tours.count()) === 0) return;
  await askForPersistentStorage();
}
