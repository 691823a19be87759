import { and, asc, gte } from 'drizzle-orm';
import type { UpcomingQuery } from '#contract/calendar';
import type { Event } from '#contract/events';
import type { Queryable } from '../../db/client';
import { events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { assignedGroupIds } from '../events/event-audience';
import { assignedUserIds } from '../events/event-personnel.service';
import { toEvent } from '../events/events.service';
import { type VisibleTour, visibleEventsOf, visibleTours } from './visible-events';

/** The caller's visible events starting now or later, soonest first (ties by id, so pages are stable). */
export async function listUpcoming(
  db: Queryable,
  actor: AuthUser,
  query: UpcomingQuery,
  now: Date,
): Promise<{ tours: VisibleTour[]; events: Event[] }> {
  const tours = await visibleTours(db, actor.id, query.tourId);
  const visible = visibleEventsOf(tours, actor.id);
  if (!visible) return { tours, events: [] };
  const rows = await db
    .select()
    .from(events)
    .where(and(visible, gte(events.startAt, now)))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(query.limit);
  const ids = rows.map((row) => row.id);
  const people = await assignedUserIds(db, ids);
  const teams = await assignedGroupIds(db, ids);
  return {
    tours,
    events: rows.map((row) => toEvent(row, people.get(row.id) ?? [], teams.get(row.id) ?? [])),
  };
}

/** The same events grouped by tour; a tour's group sits where its soonest event does. */
export function groupByTour(upcoming: { tours: VisibleTour[]; events: Event[] }) {
  const names = new Map(upcoming.tours.map((tour) => [tour.id, tour.name]));
  const groups = new Map<string, { tour: { id: string; name: string }; events: Event[] }>();
  for (const event of upcoming.events) {
    const group = groups.get(event.tourId) ?? {
      tour: { id: event.tourId, name: names.get(event.tourId) ?? '' },
      events: [],
    };
    group.events.push(event);
    groups.set(event.tourId, group);
  }
  return [...groups.values()];
}
