/**
 * Who is on one event, one assignment at a time: people and groups added, a person's
 * role there changed, either taken off. The whole-list form of the same change is the event's own
 * `personnelUserIds` / `personnelGroupIds` (what the offline outbox sends). Every change that
 * alters who an "assigned only" event reaches re-stamps it (event-audience.ts).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { EventAssignee, EventPersonnelRole } from '#contract/event-personnel';
import { ASSIGNEE_REQUIRED_MESSAGE } from '#contract/events';
import type { Queryable } from '../../db/client';
import { eventGroups, eventPersonnel, groups, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourManager } from '../tours/tour-access';
import { restampEvents } from './event-audience';
import { requireTourGroups, setGroupAssignments } from './event-groups.service';
import { requireTourMembers, setAssignments } from './event-personnel.service';
import { findEvent } from './events.service';

async function liveEvent(db: Queryable, actor: AuthUser, eventId: string, manage: boolean) {
  const found = await findEvent(db, actor, eventId);
  if (found.row.deletedAt) throw notFound();
  if (manage) await requireTourManager(db, actor, found.row.tourId);
  return found;
}

export async function listEventPersonnel(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
): Promise<EventAssignee[]> {
  await liveEvent(db, actor, eventId, false);
  const rows = await db
    .select({ row: eventPersonnel, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(eventPersonnel)
    .innerJoin(users, eq(users.id, eventPersonnel.userId))
    .where(and(eq(eventPersonnel.eventId, eventId), isNull(eventPersonnel.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ row, ...person }) => ({
    id: row.id,
    eventId: row.eventId,
    userId: row.userId,
    role: row.role,
    ...person,
  }));
}

export async function listEventGroups(db: Queryable, actor: AuthUser, eventId: string) {
  await liveEvent(db, actor, eventId, false);
  const rows = await db
    .select({ row: eventGroups, name: groups.name })
    .from(eventGroups)
    .innerJoin(groups, eq(groups.id, eventGroups.groupId))
    .where(and(eq(eventGroups.eventId, eventId), isNull(eventGroups.deletedAt)))
    .orderBy(asc(groups.name));
  return rows.map(({ row, name }) => ({
    id: row.id,
    tourId: row.tourId,
    eventId: row.eventId,
    groupId: row.groupId,
    name,
  }));
}

/** After a change to who is on the event: re-stamp it if the change altered who may see it. */
async function afterAudienceChange(
  db: Queryable,
  visibility: string,
  eventId: string,
  version: number,
  now: Date,
) {
  if (visibility === 'ASSIGNED_ONLY') await restampEvents(db, [eventId], version, now);
}

export async function addEventPersonnel(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  userIds: readonly string[],
  now: Date,
) {
  const { row } = await liveEvent(db, actor, eventId, true);
  await requireTourMembers(db, row.tourId, userIds, 'userIds');
  const version = await nextTourVersion(db, row.tourId, now);
  if (await setAssignments(db, row, userIds, version, now, 'add')) {
    await afterAudienceChange(db, row.visibility, eventId, version, now);
  }
  return listEventPersonnel(db, actor, eventId);
}

export async function addEventGroups(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  groupIds: readonly string[],
  now: Date,
) {
  const { row } = await liveEvent(db, actor, eventId, true);
  await requireTourGroups(db, row.tourId, groupIds);
  const version = await nextTourVersion(db, row.tourId, now);
  if (await setGroupAssignments(db, row, groupIds, version, now, 'add')) {
    await afterAudienceChange(db, row.visibility, eventId, version, now);
  }
  return listEventGroups(db, actor, eventId);
}

async function livePersonnelRow(db: Queryable, eventId: string, personnelId: string) {
  const [row] = await db
    .select()
    .from(eventPersonnel)
    .where(
      and(
        eq(eventPersonnel.id, personnelId),
        eq(eventPersonnel.eventId, eventId),
        isNull(eventPersonnel.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

/** Only the person's role at this event changes; someone else in their place is a delete and an add. */
export async function setEventPersonnelRole(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  personnelId: string,
  role: EventPersonnelRole | null,
  now: Date,
) {
  const { row: event } = await liveEvent(db, actor, eventId, true);
  await livePersonnelRow(db, eventId, personnelId);
  const version = await nextTourVersion(db, event.tourId, now);
  await db
    .update(eventPersonnel)
    .set({ role, version, updatedAt: now })
    .where(eq(eventPersonnel.id, personnelId));
  const updated = (await listEventPersonnel(db, actor, eventId)).find((person) => person.id === personnelId);
  if (!updated) throw notFound();
  return updated;
}

/** An "assigned only" event keeps at least one person or group (a product rule). */
function keepsSomeone(event: { visibility: string }, people: readonly string[], teams: readonly string[]) {
  if (event.visibility === 'ASSIGNED_ONLY' && people.length + teams.length === 0) {
    throw validationFailed({ personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE });
  }
}

export async function removeEventPersonnel(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  personnelId: string,
  now: Date,
) {
  const { row: event, personnel, groupIds } = await liveEvent(db, actor, eventId, true);
  const target = await livePersonnelRow(db, eventId, personnelId);
  keepsSomeone(
    event,
    personnel.filter((userId) => userId !== target.userId),
    groupIds,
  );
  const version = await nextTourVersion(db, event.tourId, now);
  await tombstone(db, eventPersonnel, eq(eventPersonnel.id, personnelId), version, now);
  await afterAudienceChange(db, event.visibility, eventId, version, now);
}

/** `groupId` is the group's own id: "take this group off the event". */
export async function removeEventGroup(
  db: Queryable,
  actor: AuthUser,
  eventId: string,
  groupId: string,
  now: Date,
) {
  const { row: event, personnel, groupIds } = await liveEvent(db, actor, eventId, true);
  if (!groupIds.includes(groupId)) throw notFound();
  keepsSomeone(
    event,
    personnel,
    groupIds.filter((id) => id !== groupId),
  );
  const version = await nextTourVersion(db, event.tourId, now);
  await setGroupAssignments(
    db,
    event,
    groupIds.filter((id) => id !== groupId),
    version,
    now,
  );
  await afterAudienceChange(db, event.visibility, eventId, version, now);
}
