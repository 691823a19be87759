/**
 * The TanStack Query cache saved on the device (docs/offline-client.md, "Saved answers"): restored
 * at boot for the stored user, so screens over non-mirrored reads open offline with their last
 * answer; saved, throttled, after every change. Only what query-persistence-rules.ts allows.
 * Deleted when the session ends.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AsyncStorage,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { storedUserId } from '../api/auth-storage';
import { QUERY_CACHE_MAX_AGE_MS, shouldPersistQuery } from './query-persistence-rules';

/**
 * Raise when a saved answer's shape changes (a contract schema of a persisted read): older saved
 * copies are then thrown away. Deliberately not the build id: an app update must not wipe the
 * copies a crew relies on offline when nothing they hold changed.
 */
export const QUERY_CACHE_BUSTER = 'queries-1';
const STORAGE_KEY = 'query-cache';
const SAVE_THROTTLE_MS = 250;

const loadStore = () => import('./query-cache-store');
/** Users whose saved answers this tab read or wrote: deleted when the session ends. */
const touchedUsers = new Set<string>();

// Always the signed-in user's own database, looked up on each call: a save that fires after
// sign-out (the throttle) writes nothing, and one user's answers never land in another's.
const storage: AsyncStorage<string> = {
  getItem: async (key) => {
    const userId = storedUserId();
    if (!userId) return null;
    touchedUsers.add(userId);
    return (await loadStore()).readEntry(userId, key);
  },
  setItem: async (key, value) => {
    const userId = storedUserId();
    if (!userId) return;
    touchedUsers.add(userId);
    const store = await loadStore();
    if (storedUserId() === userId) await store.writeEntry(userId, key, value);
  },
  removeItem: async (key) => {
    const userId = storedUserId();
    if (userId) await (await loadStore()).removeEntry(userId, key);
  },
};

/** Restores the stored user's saved answers, then keeps saving. Call once, at boot. */
export async function persistQueries(queryClient: QueryClient): Promise<void> {
  const persister = createAsyncStoragePersister({
    storage,
    key: STORAGE_KEY,
    throttleTime: SAVE_THROTTLE_MS,
  });
  const options = {
    queryClient,
    persister,
    buster: QUERY_CACHE_BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  const restoreStarted = Date.now();
  try {
    if (storedUserId()) {
      await persistQueryClientRestore({ ...options, maxAge: QUERY_CACHE_MAX_AGE_MS });
      // A restored answer is a saved copy, not a fresh one: restored online, a screen opening it
      // asks again (a change saved just before a reload must not hide behind the copy from before
      // it). Restored offline, the copies stand as they are until the connection is back.
      if (globalThis.navigator?.onLine !== false)
        await queryClient.invalidateQueries({
          predicate: (query) => query.state.data !== undefined && query.state.dataUpdatedAt < restoreStarted,
          refetchType: 'none',
        });
    }
  } finally {
    // Only after the restore: saving first would overwrite the saved copy with an empty cache.
    persistQueryClientSubscribe(options);
    // Answers that arrived while the restore read the disk are saved now, not at the next change;
    // and a tab being left saves at once rather than after the throttle.
    const saveNow = () => void persistQueryClientSave(options).catch(() => undefined);
    saveNow();
    globalThis.addEventListener?.('pagehide', saveNow);
  }
}

/** The session ended (sign-out included): its saved answers leave the device. */
export async function forgetSavedQueries(): Promise<void> {
  const users = [...touchedUsers];
  touchedUsers.clear();
  if (users.length === 0) return;
  const { deleteQueryCacheDb } = await loadStore();
  await Promise.all(users.map((userId) => deleteQueryCacheDb(userId).catch(() => undefined)));
}
