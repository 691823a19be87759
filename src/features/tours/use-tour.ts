import { useLiveQuery } from 'dexie-react-hooks';
import type { ProjectRole } from '#contract/roles';
import type { TourRow } from '../../offline/db';
import { tourArriving } from '../../offline/mirror';
import { useUserDb } from '../../offline/user-sync';

export type TourLookup =
  | { tour: TourRow; role: ProjectRole; arriving: boolean }
  | { tour: null; role: null; arriving: false };

/**
 * One tour from the mirror with the user's role, and whether its pull is still between pages;
 * `undefined` while reading, `tour: null` when absent.
 */
export function useTour(tourId: string): TourLookup | undefined {
  const db = useUserDb();
  return useLiveQuery(async (): Promise<TourLookup | undefined> => {
    if (!db) return undefined;
    const [tour, synced] = await Promise.all([db.tours.get(tourId), db.syncState.get(tourId)]);
    if (!tour) return { tour: null, role: null, arriving: false };
    return { tour, role: tour.role, arriving: tourArriving(tour, synced) };
  }, [db, tourId]);
}
