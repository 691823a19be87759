import { useLiveQuery } from 'dexie-react-hooks';
import type { ProjectRole } from '#contract/roles';
import type { TourRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type TourLookup = { tour: TourRow; role: ProjectRole } | { tour: null; role: null };

/** One tour from the mirror with the user's role; `undefined` while reading, `tour: null` when absent. */
export function useTour(tourId: string): TourLookup | undefined {
  const db = useUserDb();
  return useLiveQuery(async (): Promise<TourLookup | undefined> => {
    if (!db) return undefined;
    const tour = await db.tours.get(tourId);
    if (!tour) return { tour: null, role: null };
    return { tour, role: tour.role };
  }, [db, tourId]);
}
