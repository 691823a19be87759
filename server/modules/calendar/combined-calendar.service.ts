import { and, asc } from 'drizzle-orm';
import type { CalendarItem, CombinedCalendarQuery } from '#contract/calendar';
import type { Queryable } from '../../db/client';
import { events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { listPersonalEvents } from '../personal-events/personal-events.service';
import { overlapsDates } from './date-range';
import { visibleEventsOf, visibleTours } from './visible-events';

/** Tour events the caller may see and their own personal events touching from..to, in time order. */
export async function combinedCalendar(
  db: Queryable,
  actor: AuthUser,
  query: CombinedCalendarQuery,
): Promise<CalendarItem[]> {
  const tours = await visibleTours(db, actor.id, query.tourId);
  const names = new Map(tours.map((tour) => [tour.id, tour.name]));
  const visible = visibleEventsOf(tours, actor.id);
  const tourRows = visible
    ? await db
        .select()
        .from(events)
        .where(and(visible, ...overlapsDates(events, query)))
        .orderBy(asc(events.startAt))
    : [];
  const personal = await listPersonalEvents(db, actor, query);
  const items: CalendarItem[] = [
    ...tourRows.map((row) => ({
      kind: 'tour' as const,
      id: row.id,
      title: row.title,
      type: row.type,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      timeZone: row.timeZone,
      tourId: row.tourId,
      tourName: names.get(row.tourId) ?? null,
      tourDayId: row.tourDayId,
    })),
    ...personal.map((event) => ({
      kind: 'personal' as const,
      id: event.id,
      title: event.title,
      type: event.type,
      startAt: event.startAt,
      endAt: event.endAt,
      timeZone: event.timeZone,
      tourId: null,
      tourName: null,
      tourDayId: null,
    })),
  ];
  return items.sort(
    (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || Date.parse(a.endAt) - Date.parse(b.endAt),
  );
}
