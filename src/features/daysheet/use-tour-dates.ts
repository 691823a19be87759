import { useLiveQuery } from 'dexie-react-hooks';
import type { TourDayRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

/**
 * The tour's days in date order, from the device's copy: the day picker and the tour book's range.
 * `enabled` false reads nothing (undefined) until it turns true.
 */
export function useTourDates(tourId: string, enabled = true): TourDayRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(
    async () =>
      db && enabled
        ? db.tourDays.where('[tourId+date]').between([tourId, ''], [tourId, '\uffff']).toArray()
        : undefined,
    [db, tourId, enabled],
  );
}
