import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../offline/user-sync';

const NONE: ReadonlySet<string> = new Set();

export const cellKey = (trackerId: string, field: string) => `${trackerId}:${field}`;

const namedKeys = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.keys(value).filter((key) => key !== 'id') : [];

/**
 * The tracker cells with a write still on this device (`<trackerId>:<field>`): a row's waiting mark
 * is per cell, since each edit names only the cells it changed.
 */
export function usePendingCells(): ReadonlySet<string> {
  const db = useUserDb();
  return useLiveQuery(
    async () => {
      if (!db) return NONE;
      const rows = await db.outbox
        .filter((row) => row.name === 'productionTracker.update' || row.name === 'productionTracker.create')
        .toArray();
      const cells = new Set<string>();
      for (const row of rows) {
        const args = row.args && typeof row.args === 'object' ? row.args : {};
        const id = row.entityIds[0] ?? '';
        const fields =
          'changes' in args ? namedKeys(args.changes) : 'tracker' in args ? namedKeys(args.tracker) : [];
        for (const field of fields) cells.add(cellKey(id, field));
      }
      return cells;
    },
    [db],
    NONE,
  );
}
