/**
 * The tour day by day (`GET /v2/events/tour/{id}`), the API's hottest read: two prepared statements
 * side by side — the days with the caller's access folded in (tours.tour-access), and the events
 * with their assignees and groups aggregated. Same answer as listTourDays + listTourEvents, in one
 * round trip after the session check instead of five. The events are read before access is known,
 * but nothing of them leaves this function unless the caller has a role on the tour (else 404).
 */
import { and, asc, eq, getTableName, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Event } from '#contract/events';
import type { TourDay } from '#contract/tour-days';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { eventGroups, eventPersonnel, events, tourDays } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { toTourDay } from '../tour-days/tour-days.service';
import { tourAccessSubquery } from '../tours/tour-access';
import { inAssignedGroup } from './event-audience';
import { canSeeEvent } from './events.policy';
import { toEvent } from './events.service';

export type ScheduleDay = { day: TourDay; events: Event[] };

const userId = sql.placeholder('userId');
const tourId = sql.placeholder('tourId');

/** One row per live day (`day` null when there is none), each with the caller's role. */
const daysWithAccess = preparedPerHandle((db) => {
  const access = tourAccessSubquery(db, userId, tourId);
  return db
    .with(access)
    .select({ role: access.role, day: tourDays })
    .from(access)
    .leftJoin(tourDays, and(isNotNull(access.role), eq(tourDays.tourId, tourId), isNull(tourDays.deletedAt)))
    .orderBy(asc(tourDays.date))
    .prepare('schedule_days');
});

const liveEvents = preparedPerHandle((db) => {
  // Qualified by hand: inside a one-table select Drizzle renders columns unqualified, and a bare
  // "id" here would mean event_personnel.id.
  const eventId = sql`${sql.identifier(getTableName(events))}.id`;
  const assignees = sql<string[] | null>`(
    select json_agg(ep.user_id) from ${eventPersonnel} ep
    where ep.event_id = ${eventId} and ep.deleted_at is null
  )`;
  const groupIds = sql<string[] | null>`(
    select json_agg(epg.group_id) from ${eventGroups} epg
    where epg.event_id = ${eventId} and epg.deleted_at is null
  )`;
  const viaGroup = sql<boolean>`${inAssignedGroup(eventId, userId)}`;
  return db
    .select({ event: events, assignees, groupIds, viaGroup })
    .from(events)
    .where(and(eq(events.tourId, tourId), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt))
    .prepare('schedule_events');
});

export async function readTourSchedule(db: Queryable, actor: AuthUser, id: string): Promise<ScheduleDay[]> {
  const values = { userId: actor.id, tourId: id };
  // At once: this read runs on the pool only (never in a transaction), one connection per query.
  const [dayRows, eventRows] = await Promise.all([
    daysWithAccess(db).execute(values),
    liveEvents(db).execute(values),
  ]);
  const role = dayRows[0]?.role;
  if (!role) throw notFound();
  const byDay = new Map<string, Event[]>();
  for (const row of eventRows) {
    const item = toEvent(row.event, row.assignees ?? [], row.groupIds ?? []);
    const audience = row.viaGroup ? [...item.personnelUserIds, actor.id] : item.personnelUserIds;
    if (!canSeeEvent(role, item.visibility, audience, actor.id)) continue;
    byDay.set(item.tourDayId, [...(byDay.get(item.tourDayId) ?? []), item]);
  }
  return dayRows.flatMap(({ day }) =>
    day ? [{ day: toTourDay(day), events: byDay.get(day.id) ?? [] }] : [],
  );
}
