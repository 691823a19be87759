/**
 * Event rows: the events the report's creator may see (listTourEvents, the same rule as the
 * schedule and the sync pull), within the range by their day's local date, ordered by date then
 * start. Production columns are the show's tracker row (listTrackers); other events leave them empty.
 */
import { dateInZone } from '#contract/dates';
import { type Event, eventTypeLabel } from '#contract/events';
import { type ProductionTracker, TRACKER_FLAG_FIELDS } from '#contract/production-trackers';
import type { TourDay } from '#contract/tour-days';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { listEventTypes } from '../events/event-types.service';
import { listTourEvents } from '../events/events.service';
import { listTrackers } from '../production-trackers/production-trackers.service';
import { listTourDays } from '../tour-days/tour-days.service';
import { text, wallClock, withinRange, yesNo } from './report-format';
import type { RowSource } from './report-rows';

interface EventRow {
  event: Event;
  date: string;
  day: TourDay | undefined;
  tracker: ProductionTracker | undefined;
  /** The type's current name (an admin may have renamed it). */
  typeLabel: string;
}

const PRODUCTION_PREFIX = 'production.';
const isFlag = (field: string): field is (typeof TRACKER_FLAG_FIELDS)[number] =>
  TRACKER_FLAG_FIELDS.some((flag) => flag === field);

function productionCell(tracker: ProductionTracker | undefined, field: string): string {
  if (!tracker) return '';
  if (isFlag(field)) return yesNo(tracker[field]);
  const value = Object.entries(tracker).find(([name]) => name === field)?.[1];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function eventCell({ event, date, day, tracker, typeLabel }: EventRow, key: string): string {
  if (key.startsWith(PRODUCTION_PREFIX)) return productionCell(tracker, key.slice(PRODUCTION_PREFIX.length));
  switch (key) {
    case 'event.date':
      return date;
    case 'event.name':
      return event.title;
    case 'event.type':
      return typeLabel;
    case 'event.start':
      return wallClock(new Date(event.startAt), event.timeZone);
    case 'event.end':
      return wallClock(new Date(event.endAt), event.timeZone);
    case 'event.venue':
      return text(day?.venue ?? event.location);
    case 'event.city':
      return text(day?.city);
    case 'event.timeZone':
      return event.timeZone;
    default:
      return '';
  }
}

export async function eventRows(
  db: Queryable,
  actor: AuthUser,
  report: { tourId: string; fromDate: string | null; toDate: string | null },
  wantsProduction: boolean,
): Promise<RowSource<EventRow>> {
  const events = await listTourEvents(db, actor, report.tourId);
  const days = await listTourDays(db, actor, report.tourId);
  const trackers = wantsProduction ? await listTrackers(db, actor, report.tourId) : [];
  const types = await listEventTypes(db);
  const names = new Map(types.map((type) => [type.type, type.label]));
  const dayById = new Map(days.map((day) => [day.id, day]));
  const trackerByEvent = new Map(trackers.map((tracker) => [tracker.eventId, tracker]));
  const contexts = events
    .map((event) => {
      const day = dayById.get(event.tourDayId);
      const date = day?.date ?? dateInZone(new Date(event.startAt), event.timeZone);
      const typeLabel = eventTypeLabel(event.type, names);
      return { event, day, date, tracker: trackerByEvent.get(event.id), typeLabel };
    })
    .filter((row) => withinRange(row.date, report.fromDate, report.toDate))
    // Already in start order: a stable sort by date keeps it within a day.
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { contexts, cell: eventCell };
}
