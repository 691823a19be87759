import { useLiveQuery } from 'dexie-react-hooks';
import { pendingEntityIds } from './outbox';
import { useUserDb } from './user-sync';

const NONE: ReadonlySet<string> = new Set();

/** Ids of mirror rows with a write not yet accepted by the server: screens mark them "waiting". */
export function usePendingIds(): ReadonlySet<string> {
  const db = useUserDb();
  return useLiveQuery(() => (db ? pendingEntityIds(db) : NONE), [db], NONE);
}
