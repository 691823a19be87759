import { useLiveQuery } from 'dexie-react-hooks';
import type { TourDayRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type TourDayItem = { day: TourDayRow; eventCount: number };

/**
 * A tour's days in date order with how many events each has (that this user may see), from the
 * mirror. The sync engine's 60 s pull keeps it fresh; this never asks the server itself.
 */
export function useTourDays(tourId: string): TourDayItem[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const days = await db.tourDays.where('tourId').equals(tourId).sortBy('date');
    // Index keys only: counting events never loads them.
    const eventDayIds = await db.events
      .where('tourDayId')
      .anyOf(days.map((day) => day.id))
      .keys();
    const counts = new Map<string, number>();
    for (const dayId of eventDayIds) counts.set(String(dayId), (counts.get(String(dayId)) ?? 0) + 1);
    return days.map((day) => ({ day, eventCount: counts.get(day.id) ?? 0 }));
  }, [db, tourId]);
}
