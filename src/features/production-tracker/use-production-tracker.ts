import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductionTracker } from '#contract/production-trackers';
import { isManagerRole } from '#contract/roles';
import { formatTime } from '../../lib/zoned-time';
import type { EventRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

/** One show's line of the grid: the show and its day (read from them), then its tracker row if started. */
export type TrackerLine = {
  event: EventRow;
  date: string;
  city: string;
  venue: string;
  start: string;
  end: string;
  tracker: ProductionTracker | null;
};

export type TrackerSheet = { canEdit: boolean; tourName: string; lines: TrackerLine[] };

/**
 * The tour's production tracker from the mirror, so it reads (and managers edit it) offline.
 * `null` when the tour is not on this device; `undefined` while loading.
 */
export function useProductionTracker(tourId: string): TrackerSheet | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const tables = [db.tours, db.tourDays, db.events, db.productionTrackers];
    return db.transaction('r', tables, async () => {
      const [tour, days, events, trackers] = await Promise.all([
        db.tours.get(tourId),
        db.tourDays.where('tourId').equals(tourId).toArray(),
        db.events.where('tourId').equals(tourId).toArray(),
        db.productionTrackers.where('tourId').equals(tourId).toArray(),
      ]);
      if (!tour) return null;
      const dayById = new Map(days.map((day) => [day.id, day]));
      const byEvent = new Map(trackers.map((row) => [row.eventId, row]));
      const lines = events
        .filter((event) => event.type === 'SHOW')
        .map((event): TrackerLine => {
          const day = dayById.get(event.tourDayId);
          return {
            event,
            date: day?.date ?? event.startAt.slice(0, 10),
            city: day?.city ?? '',
            venue: day?.venue ?? event.location ?? '',
            start: formatTime(event.startAt, event.timeZone),
            end: formatTime(event.endAt, event.timeZone),
            tracker: byEvent.get(event.id) ?? null,
          };
        });
      return { canEdit: isManagerRole(tour.role), tourName: tour.name, lines };
    });
  }, [db, tourId]);
}
