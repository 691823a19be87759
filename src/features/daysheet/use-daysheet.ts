import { useLiveQuery } from 'dexie-react-hooks';
import type { ProjectRole } from '#contract/roles';
import type { TourDayRow, TourRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type Daysheet = {
  tour: TourRow | null;
  role: ProjectRole | null;
  day: TourDayRow | null;
  previousDate: string | null;
  nextDate: string | null;
};

const MISSING: Daysheet = { tour: null, role: null, day: null, previousDate: null, nextDate: null };

/** The tour and the day dated `tourDay` from the mirror, with its neighbours for prev/next links. */
export function useDaysheet(tourId: string, tourDay: string): Daysheet | undefined {
  const db = useUserDb();
  return useLiveQuery(async (): Promise<Daysheet | undefined> => {
    if (!db) return undefined;
    const tour = await db.tours.get(tourId);
    if (!tour) return MISSING;
    const byDate = db.tourDays.where('[tourId+date]');
    const [day, previous, next] = await Promise.all([
      byDate.equals([tourId, tourDay]).first(),
      db.tourDays.where('[tourId+date]').between([tourId, ''], [tourId, tourDay], false, false).last(),
      db.tourDays.where('[tourId+date]').between([tourId, tourDay], [tourId, '\uffff'], false, false).first(),
    ]);
    return {
      tour,
      role: tour.role,
      day: day ?? null,
      previousDate: previous?.date ?? null,
      nextDate: next?.date ?? null,
    };
  }, [db, tourId, tourDay]);
}
