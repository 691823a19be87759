/**
 * Duplicating events and copying a day's events to another date (POST /events/duplicate). Copies
 * are made by createEvent, so each is checked (tag, personnel) and stamped for sync like any event.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { zonedTimeToIso, zoneOffsetMinutes } from '#contract/dates';
import { type DuplicateRequest, NO_EVENTS_ON_DATE } from '#contract/event-copy';
import type { Event } from '#contract/events';
import type { Queryable } from '../../db/client';
import { events, tourDays, tourPersonnel } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { requireDay } from '../tour-days/tour-days.service';
import { requireTourManager } from '../tours/tour-access';
import { assignedGroupIds } from './event-audience';
import { assignedUserIds } from './event-personnel.service';
import { createEvent } from './events.service';

type Source = { event: typeof events.$inferSelect; dayDate: string };
type Target = { id: string; date: string; timeZone: string };

const MINUTE = 60_000;

/** The same local wall-clock time, moved from one day (and zone) to another. */
export function shiftToDay(instant: Date, from: { date: string; timeZone: string }, to: Target): string {
  const local = instant.getTime() + zoneOffsetMinutes(instant, from.timeZone) * MINUTE;
  const moved = new Date(local + Date.parse(to.date) - Date.parse(from.date));
  const iso = moved.toISOString();
  const seconds = ((moved.getTime() % MINUTE) + MINUTE) % MINUTE;
  const minuteStart = Date.parse(zonedTimeToIso(iso.slice(0, 10), iso.slice(11, 16), to.timeZone));
  return new Date(minuteStart + seconds).toISOString();
}

const sourceColumns = { event: events, dayDate: tourDays.date };

async function chosenEvents(db: Queryable, actor: AuthUser, eventIds: string[]): Promise<Source[]> {
  const ids = [...new Set(eventIds)];
  const rows = await db
    .select(sourceColumns)
    .from(events)
    .innerJoin(tourDays, eq(tourDays.id, events.tourDayId))
    .where(and(inArray(events.id, ids), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  if (rows.length !== ids.length) throw notFound('Event not found');
  const tourIds = [...new Set(rows.map((row) => row.event.tourId))];
  for (const tourId of tourIds) await requireTourManager(db, actor, tourId);
  if (tourIds.length > 1) {
    const message = 'Choose events of one tour';
    throw new AppError(400, 'validation_failed', message, { eventIds: message });
  }
  return rows;
}

async function dayEvents(db: Queryable, actor: AuthUser, dayId: string): Promise<Source[]> {
  await requireDay(db, actor, dayId, { manage: true });
  const rows = await db
    .select(sourceColumns)
    .from(events)
    .innerJoin(tourDays, eq(tourDays.id, events.tourDayId))
    .where(and(eq(events.tourDayId, dayId), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  if (rows.length === 0) {
    throw new AppError(400, 'validation_failed', NO_EVENTS_ON_DATE, { sourceTourDayId: NO_EVENTS_ON_DATE });
  }
  return rows;
}

async function activeMembers(db: Queryable, tourId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: tourPersonnel.userId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  return new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
}

export async function duplicateEvents(
  db: Queryable,
  actor: AuthUser,
  input: DuplicateRequest,
  now: Date,
): Promise<Event[]> {
  const sources =
    input.sourceTourDayId !== undefined
      ? await dayEvents(db, actor, input.sourceTourDayId)
      : await chosenEvents(db, actor, input.eventIds);
  const tourId = sources[0]?.event.tourId;
  if (!tourId) throw notFound();
  let target: Target | null = null;
  if (input.targetTourDayId) {
    const { day } = await requireDay(db, actor, input.targetTourDayId, { manage: true });
    // Copies stay within the tour: a day of another tour is "not found", as in updateEvent.
    if (day.tourId !== tourId) throw notFound();
    target = day;
  }
  const members = await activeMembers(db, tourId);
  const sourceIds = sources.map((source) => source.event.id);
  const assigned = await assignedUserIds(db, sourceIds);
  const teams = await assignedGroupIds(db, sourceIds);
  const copies: Event[] = [];
  for (const { event, dayDate } of sources) {
    const from = { date: dayDate, timeZone: event.timeZone };
    const moved = target && target.id !== event.tourDayId;
    const copy = await createEvent(
      db,
      actor,
      target?.id ?? event.tourDayId,
      {
        type: event.type,
        title: event.title,
        startAt: target && moved ? shiftToDay(event.startAt, from, target) : event.startAt.toISOString(),
        endAt: target && moved ? shiftToDay(event.endAt, from, target) : event.endAt.toISOString(),
        visibility: event.visibility,
        location: event.location,
        description: event.description,
        // People who have left the tour since are not carried over.
        personnelUserIds: (assigned.get(event.id) ?? []).filter((userId) => members.has(userId)),
        personnelGroupIds: teams.get(event.id) ?? [],
      },
      now,
    );
    copies.push(copy);
  }
  return copies.sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}
