import { useLiveQuery } from 'dexie-react-hooks';
import { type DayRows, readDayRows } from '../../offline/day-rows';
import { useUserDb } from '../../offline/user-sync';

/**
 * The daysheets of a date range, each read like the daysheet reads its own (`readDayRows`), from
 * the device's copy: the tour book prints offline. Undefined until the first read.
 */
export function usePrintDays(tourId: string, from: string, to: string): DayRows[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db || from === '' || to === '' || from > to) return db ? [] : undefined;
    const days = await db.tourDays
      .where('[tourId+date]')
      .between([tourId, from], [tourId, to], true, true)
      .toArray();
    return Promise.all(days.map((day) => readDayRows(db, tourId, day.date)));
  }, [db, tourId, from, to]);
}
