import { useLiveQuery } from 'dexie-react-hooks';
import type { CalendarItem } from '#contract/calendar';
import type { CalendarRange } from '../../api/calendar.api';
import { dateInZone } from '../../lib/zoned-time';
import { useUserDb } from '../../offline/user-sync';

export type DeviceCalendar = { items: CalendarItem[]; tours: { id: string; name: string }[] };

/**
 * The calendar's tour events from the mirror: what the combined calendar answers for tour events,
 * read on the device (the pull already hid the events this user may not see). Only while `enabled`
 * (offline), so the online screen never reads Dexie for nothing.
 */
export function useDeviceCalendar(range: CalendarRange, enabled: boolean): DeviceCalendar | undefined {
  const db = useUserDb();
  const { from, to, tourId } = range;
  return useLiveQuery(async () => {
    if (!db || !enabled) return undefined;
    const tours = await db.tours.toArray();
    const names = new Map(tours.map((tour) => [tour.id, tour.name]));
    const shown = tourId ? [tourId] : tours.map((tour) => tour.id);
    const events = await db.events.where('tourId').anyOf(shown).toArray();
    const items: CalendarItem[] = events
      .filter(
        (event) =>
          dateInZone(event.startAt, event.timeZone) <= to && dateInZone(event.endAt, event.timeZone) >= from,
      )
      .map((event) => ({
        kind: 'tour',
        id: event.id,
        title: event.title,
        type: event.type,
        startAt: event.startAt,
        endAt: event.endAt,
        timeZone: event.timeZone,
        tourId: event.tourId,
        tourName: names.get(event.tourId) ?? null,
        tourDayId: event.tourDayId,
      }));
    return { items, tours: tours.map((tour) => ({ id: tour.id, name: tour.name })) };
  }, [db, enabled, from, to, tourId]);
}
