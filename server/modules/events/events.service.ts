import { and, asc, eq, isNull } from 'drizzle-orm';
import { ASSIGNEE_REQUIRED_MESSAGE, type CreateEvent, type Event, type UpdateEvent } from '#contract/events';
import type { ProjectRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { events } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { tombstoneChildren, tombstoneRowsBy } from '../../sync/cascade';
import { GuardConflict } from '../../sync/guard-conflict';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireProviderOfWorkspace } from '../event-providers/event-providers.service';
import { addProviderToTour } from '../event-providers/tour-providers.service';
import { requireDay, requireTagged } from '../tour-days/tour-days.service';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';
import { assignedGroupIds, eventAudience, restampEvents } from './event-audience';
import { requireTourGroups, setGroupAssignments } from './event-groups.service';
import { assignedUserIds, requireTourMembers, setAssignments } from './event-personnel.service';
import { newTravel, nextTravel } from './event-travel';
import { requireEventType } from './event-types.service';
import { canSeeEvent, sameInstant } from './events.policy';
import { noticeScheduleChange } from './schedule-notices';

type EventRow = typeof events.$inferSelect;

export const toEvent = (row: EventRow, personnelUserIds: string[], personnelGroupIds: string[]): Event => ({
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
  providerId: row.providerId,
  personnelUserIds,
  personnelGroupIds,
  // Only on a journey: every other event answers as it always has.
  ...(row.travel ? { travel: row.travel } : {}),
  version: row.version,
});

/** Who each event reaches, read only for the "assigned only" ones (the others reach everyone). */
async function audienceOf(db: Queryable, rows: readonly EventRow[]) {
  return eventAudience(
    db,
    rows.filter((row) => row.visibility === 'ASSIGNED_ONLY').map((row) => row.id),
  );
}

const mayShow = (role: ProjectRole, row: EventRow, audience: Map<string, Set<string>>, userId: string) =>
  canSeeEvent(role, row.visibility, [...(audience.get(row.id) ?? [])], userId);

/** The tour's live events the user may see, in time order. */
export async function listTourEvents(db: Queryable, actor: AuthUser, tourId: string): Promise<Event[]> {
  const { role } = await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.tourId, tourId), isNull(events.deletedAt)))
    .orderBy(asc(events.startAt));
  const audience = await audienceOf(db, rows);
  const visible = rows.filter((row) => mayShow(role, row, audience, actor.id));
  const ids = visible.map((row) => row.id);
  const people = await assignedUserIds(db, ids);
  const teams = await assignedGroupIds(db, ids);
  return visible.map((row) => toEvent(row, people.get(row.id) ?? [], teams.get(row.id) ?? []));
}

/** The event if the actor may see it (deleted ones too: writes decide what that means). */
export async function findEvent(db: Queryable, actor: AuthUser, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound();
  const access = await requireTourAccess(db, actor, row.tourId);
  if (!mayShow(access.role, row, await audienceOf(db, [row]), actor.id)) throw notFound();
  const people = await assignedUserIds(db, [id]);
  const teams = await assignedGroupIds(db, [id]);
  return { row, personnel: people.get(id) ?? [], groupIds: teams.get(id) ?? [], ...access };
}

export async function getEvent(db: Queryable, actor: AuthUser, id: string): Promise<Event> {
  const { row, personnel, groupIds } = await findEvent(db, actor, id);
  if (row.deletedAt) throw notFound();
  return toEvent(row, personnel, groupIds);
}

export async function createEvent(
  db: Queryable,
  actor: AuthUser,
  dayId: string,
  input: CreateEvent,
  now: Date,
): Promise<Event> {
  const { day, tour } = await requireDay(db, actor, dayId, { manage: true });
  requireTagged(day);
  await requireEventType(db, input.type);
  await requireTourMembers(db, day.tourId, input.personnelUserIds);
  await requireTourGroups(db, day.tourId, input.personnelGroupIds);
  const version = await nextTourVersion(db, day.tourId, now);
  if (input.providerId) await linkProvider(db, tour, input.providerId, version, now);
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
      providerId: input.providerId ?? null,
      travel: newTravel(input.type, input.travel),
      createdBy: actor.id,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  await setAssignments(db, row, input.personnelUserIds, version, now);
  await setGroupAssignments(db, row, input.personnelGroupIds, version, now);
  await noticeScheduleChange(db, actor, null, row, now);
  return toEvent(row, [...new Set(input.personnelUserIds)], [...new Set(input.personnelGroupIds)]);
}

/** The provider must be of the tour's workspace; it then reaches the tour's mirror in this version. */
async function linkProvider(
  db: Queryable,
  tour: { id: string; workspaceId: string },
  providerId: string,
  version: number,
  now: Date,
) {
  await requireProviderOfWorkspace(db, tour.workspaceId, providerId);
  await addProviderToTour(db, tour.id, providerId, version, now);
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
  const { row, personnel, groupIds } = await findEvent(db, actor, id);
  if (row.deletedAt) throw new GuardConflict('This event was deleted on another device', null);
  checkGuards(row, input.expected);
  // A type the event already has stays valid; a new one must exist.
  if (input.type && input.type !== row.type) await requireEventType(db, input.type);
  const startAt = input.startAt ? new Date(input.startAt) : row.startAt;
  const endAt = input.endAt ? new Date(input.endAt) : row.endAt;
  if (startAt > endAt) throw validationFailed({ endAt: 'The end must be after the start' });
  const visibility = input.visibility ?? row.visibility;
  const assignees = input.personnelUserIds ? [...new Set(input.personnelUserIds)] : personnel;
  const teams = input.personnelGroupIds ? [...new Set(input.personnelGroupIds)] : groupIds;
  if (visibility === 'ASSIGNED_ONLY' && assignees.length + teams.length === 0) {
    throw validationFailed({ personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE });
  }
  let timeZone = row.timeZone;
  if (input.tourDayId && input.tourDayId !== row.tourDayId) {
    const { day } = await requireDay(db, actor, input.tourDayId, { manage: true });
    if (day.tourId !== row.tourId) throw notFound();
    requireTagged(day);
    timeZone = day.timeZone;
  }
  if (input.providerId) await linkProvider(db, found.tour, input.providerId, version, now);
  if (input.personnelUserIds) await requireTourMembers(db, row.tourId, input.personnelUserIds);
  if (input.personnelGroupIds) await requireTourGroups(db, row.tourId, input.personnelGroupIds);
  const travel = nextTravel(row, input, startAt, endAt);
  const { expected: _guards, personnelUserIds, personnelGroupIds, travel: _travel, ...fields } = input;
  const [updated] = await db
    .update(events)
    .set({ ...fields, startAt, endAt, timeZone, travel, version, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  const peopleChanged = personnelUserIds
    ? await setAssignments(db, row, personnelUserIds, version, now)
    : false;
  const teamsChanged = personnelGroupIds
    ? await setGroupAssignments(db, row, personnelGroupIds, version, now)
    : false;
  // A stay that is no longer a hotel stay has no rooms: nobody could see or change them any more.
  if (row.type === 'HOTEL_STAY' && updated && updated.type !== 'HOTEL_STAY') {
    await tombstoneRowsBy(db, 'accommodationRoom', 'eventId', [id], version, now);
    await tombstoneRowsBy(db, 'roomMember', 'eventId', [id], version, now);
  }
  // Likewise a show that is no longer a show has no production tracker row.
  if (row.type === 'SHOW' && updated && updated.type !== 'SHOW') {
    await tombstoneRowsBy(db, 'productionTracker', 'eventId', [id], version, now);
  }
  // Who sees it changed: every row of the event goes out again, so each device re-decides it.
  if (visibility !== row.visibility || (visibility === 'ASSIGNED_ONLY' && (peopleChanged || teamsChanged))) {
    await restampEvents(db, [id], version, now);
  }
  if (updated) await noticeScheduleChange(db, actor, row, updated, now);
  return toEvent(updated ?? row, assignees, teams);
}

/**
 * Tombstones the event and everything hanging off it (contract/sync-cascade.ts: assignments, groups
 * on it, rooms and their people, guest requests) in one version; deleting twice is harmless.
 */
export async function deleteEvent(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { row } = await findEvent(db, actor, id);
  await requireTourManager(db, actor, row.tourId);
  if (row.deletedAt) return;
  const version = await nextTourVersion(db, row.tourId, now);
  // Before the tombstones: who could see it is read from its assignments.
  await noticeScheduleChange(db, actor, row, null, now);
  await tombstone(db, events, eq(events.id, id), version, now);
  await tombstoneChildren(db, 'event', [id], version, now);
}
