import { useLiveQuery } from 'dexie-react-hooks';
import type { TourRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

/** The tours a report can be of: the user's active tours on this device, by name. */
export function useReportTours(): TourRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tours = await db.tours.toArray();
    return tours
      .filter((tour) => !tour.archived)
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  }, [db]);
}
