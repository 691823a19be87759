import { useLiveQuery } from 'dexie-react-hooks';
import type { ProjectRole } from '#contract/roles';
import type { TourDayRow, TourRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type MyTour = { tour: TourRow; role: ProjectRole; today: TourDayRow | null };

/** Current and upcoming tours by start date, then past ones, most recent first. */
function byRelevance(today: string) {
  return (a: MyTour, b: MyTour) => {
    const aPast = a.tour.endDate < today;
    const bPast = b.tour.endDate < today;
    if (aPast !== bPast) return aPast ? 1 : -1;
    return aPast
      ? b.tour.endDate.localeCompare(a.tour.endDate)
      : a.tour.startDate.localeCompare(b.tour.startDate);
  };
}

/**
 * The user's active (not archived) tours from the device's mirror, with their role and the day
 * dated `today`, if any. `undefined` while the database is opening or being read.
 */
export function useMyTours(today: string): MyTour[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tours = (await db.tours.toArray()).filter((tour) => !tour.archived);
    const tourIds = tours.map((tour) => tour.id);
    const todays = await db.tourDays
      .where('[tourId+date]')
      .anyOf(tourIds.map((tourId) => [tourId, today]))
      .toArray();
    return tours
      .map((tour) => ({
        tour,
        role: tour.role,
        today: todays.find((day) => day.tourId === tour.id) ?? null,
      }))
      .sort(byRelevance(today));
  }, [db, today]);
}
