import type { RoadieDb } from '../../offline/db';
import { useSyncStatus } from '../../offline/sync-status';
import { activeSyncEngine, useUserDb } from '../../offline/user-sync';

/** Databases whose first sync of this session has ended (or could not run): stays true after. */
const settled = new WeakSet<RoadieDb>();

/**
 * Whether an empty result from the mirror can be trusted: "no tours yet" / "not found" rather
 * than "not synced yet". True once the first sync after opening the database has finished (or
 * could not run because the device is offline); later background syncs do not turn it back.
 */
export function useMirrorReady(): boolean {
  const db = useUserDb();
  const status = useSyncStatus();
  if (!db) return false;
  if (settled.has(db)) return true;
  // Opened at boot before its engine started: its first sync has not even begun. The engine's
  // start changes the status, which renders this again.
  if (activeSyncEngine()?.db !== db) return false;
  // The engine marks itself syncing in the same task that opens the database, so "not syncing"
  // here means its first run is over.
  if (!status.syncing || !status.online) {
    settled.add(db);
    return true;
  }
  return false;
}
