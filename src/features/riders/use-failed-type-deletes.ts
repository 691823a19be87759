import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../offline/user-sync';

export type FailedTypeDelete = { mutationId: string; laborTypeId: string; message: string };

/**
 * Deletes of this tour's labor types that the server refused (one still used by a labor line,
 * possibly on another device): the refusal's own message, for the labor types manager to show.
 */
export function useFailedTypeDeletes(tourId: string): FailedTypeDelete[] {
  const db = useUserDb();
  return (
    useLiveQuery(async () => {
      if (!db) return [];
      const rows = await db.outbox.where('scope').equals(tourId).toArray();
      return rows.flatMap((row) =>
        row.name === 'riderLaborType.delete' && row.status === 'failed' && row.error
          ? [{ mutationId: row.mutationId, laborTypeId: row.entityIds[0] ?? '', message: row.error.message }]
          : [],
      );
    }, [db, tourId]) ?? []
  );
}
