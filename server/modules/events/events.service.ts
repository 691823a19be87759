import { and, asc, eq, isNull } from 'drizzle-orm';
import { ASSIGNEE_REQUIRED_MESSAGE, type CreateEvent, type Event, type UpdateEvent } from '#contract/events';
import type { Queryable } from '../../db/client';
import { eventPersonnel, events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { GuardConflict } from '../tour-days/notes.service';
import { requireDay, requireTagged } from '../tour-days/tour-days.service';
import { nextTourVersion, requireTourAccess, requireTourManager } from '../tours/tour-access';
import { assignedUserIds, requireTourMembers, setAssignments } from './event-personnel.service';
import { canSeeEvent, sameInstant } from './events.policy';

type EventRow = typeof events.$inferSelect;

export const toEvent = (row: EventRow, personnelUserIds: string[]): Event => ({
  id: row.id,
  tourId: row.tourId,
  tourDayId: row.tourDayId,
  type: row.type,
  title: row.title,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  timeZone: row.timeZone,
  visibility: row.visibility,
  location: row.location,
  description: row.description,
  personnelUserIds,
  version: row.version,
});

/** The tour's live events the user may see, in time order. */
export async function listTourEvents(db: Queryable, actor: AuthUser, tourId: string): Promise<Event[]> {
  const { role } = await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.tourId, tourId), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  const assigned = await assignedUserIds(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => toEvent(row, assigned.get(row.id) ?? []))
    .filter((event) => canSeeEvent(role, event.visibility, event.personnelUserIds, actor.id));
}

async function findEvent(db: Queryable, actor: AuthUser, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound();
  const access = await requireTourAccess(db, actor, row.tourId);
  const personnel = (await assignedUserIds(db, [id])).get(id) ?? [];
  if (!canSeeEvent(access.role, row.visibility, personnel, actor.id)) throw notFound();
  return { row, personnel, ...access };
}

export async function getEvent(db: Queryable, actor: AuthUser, id: string): Promise<Event> {
  const { row, personnel } = await findEvent(db, actor, id);
  if (row.deletedAt) throw notFound();
  return toEvent(row, personnel);
}

export async function createEvent(
  db: Queryable,
  actor: AuthUser,
  dayId: string,
  input: CreateEvent,
  now: Date,
): Promise<Event> {
  const { day } = await requireDay(db, actor, dayId, { manage: true });
  requireTagged(day);
  await requireTourMembers(db, day.tourId, input.personnelUserIds);
  const version = await nextTourVersion(db, day.tourId, now);
  const [row] = await db
    .insert(events)
    .values({
      id: input.id,
      tourId: day.tourId,
      tourDayId: day.id,
      type: input.type,
      title: input.title,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      timeZone: day.timeZone,
      visibility: input.visibility,
      location: input.location,
      description: input.description,
      createdBy: actor.id,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  await setAssignments(db, row, input.personnelUserIds, version, now);
  return toEvent(row, [...new Set(input.personnelUserIds)]);
}

/** Guarded fields (start, end, day) carry the value the editor started from; a mismatch keeps the server's. */
function checkGuards(row: EventRow, expected: UpdateEvent['expected']) {
  if (!expected) return;
  const moved =
    (expected.startAt !== undefined && !sameInstant(expected.startAt, row.startAt)) ||
    (expected.endAt !== undefined && !sameInstant(expected.endAt, row.endAt)) ||
    (expected.tourDayId !== undefined && expected.tourDayId !== row.tourDayId);
  if (moved) {
    throw new GuardConflict('Someone else changed this event’s time or day in the meantime', {
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      tourDayId: row.tourDayId,
    });
  }
}

export async function updateEvent(
  db: Queryable,
  actor: AuthUser,
  id: string,
  input: UpdateEvent,
  now: Date,
): Promise<Event> {
  const found = await findEvent(db, actor, id);
  await requireTourManager(db, actor, found.row.tourId);
  // Take the tour's lock BEFORE reading what the guards and the merge use: two devices editing
  // one event at the same moment must not overwrite each other's fields with stale values.
  const version = await nextTourVersion(db, found.row.tourId, now);
  const { row, personnel } = await findEvent(db, actor, id);
  if (row.deletedAt) throw new GuardConflict('This event was deleted on another device', null);
  checkGuards(row, input.expected);
  const startAt = input.startAt ? new Date(input.startAt) : row.startAt;
  const endAt = input.endAt ? new Date(input.endAt) : row.endAt;
  if (startAt > endAt) throw validationFailed({ endAt: 'The end must be after the start' });
  const visibility = input.visibility ?? row.visibility;
  const assignees = input.personnelUserIds ? [...new Set(input.personnelUserIds)] : personnel;
  if (visibility === 'ASSIGNED_ONLY' && assignees.length === 0) {
    throw validationFailed({ personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE });
  }
  let timeZone = row.timeZone;
  if (input.tourDayId && input.tourDayId !== row.tourDayId) {
    const { day } = await requireDay(db, actor, input.tourDayId, { manage: true });
    if (day.tourId !== row.tourId) throw notFound();
    requireTagged(day);
    timeZone = day.timeZone;
  }
  if (input.personnelUserIds) await requireTourMembers(db, row.tourId, input.personnelUserIds);
  const { expected: _guards, personnelUserIds, ...fields } = input;
  const [updated] = await db
    .update(events)
    .set({ ...fields, startAt, endAt, timeZone, version, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  if (personnelUserIds) await setAssignments(db, row, personnelUserIds, version, now);
  if (visibility !== row.visibility) await restampAssignments(db, id, version, now);
  return toEvent(updated ?? row, assignees);
}

/**
 * Who may see the event's assignments changed with its visibility: re-stamp them (tombstones too)
 * so every device's next pull re-decides them instead of keeping what it had.
 */
async function restampAssignments(db: Queryable, eventId: string, version: number, now: Date) {
  await db.update(eventPersonnel).set({ version, updatedAt: now }).where(eq(eventPersonnel.eventId, eventId));
}

/** Tombstones the event and its assignments; deleting twice is harmless. */
export async function deleteEvent(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { row } = await findEvent(db, actor, id);
  await requireTourManager(db, actor, row.tourId);
  if (row.deletedAt) return;
  const version = await nextTourVersion(db, row.tourId, now);
  await db.update(events).set({ deletedAt: now, version, updatedAt: now }).where(eq(events.id, id));
  await db
    .update(eventPersonnel)
    .set({ deletedAt: now, version, updatedAt: now })
    .where(and(eq(eventPersonnel.eventId, id), isNull(eventPersonnel.deletedAt)));
}
