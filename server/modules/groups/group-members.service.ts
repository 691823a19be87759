/**
 * People in a group: one row each, so two managers adding people at once both keep theirs. Every
 * change re-stamps the "assigned only" events the group is on, so whoever joined or left gains or
 * loses them on their next pull.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { GROUP_MESSAGES, type GroupWithMembers } from '#contract/groups';
import type { Queryable } from '../../db/client';
import { groupMembers } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { restampRooms, roomsOfGroups } from '../chat/chat-audience';
import { assignedOnlyEventsOfGroups, restampEvents } from '../events/event-audience';
import { requireTourMembers } from '../events/event-personnel.service';
import { getGroup, membersOf, requireGroup } from './groups.service';

export async function listGroupMembers(db: Queryable, actor: AuthUser, groupId: string) {
  await requireGroup(db, actor, groupId);
  return (await membersOf(db, [groupId])).get(groupId) ?? [];
}

/** Adds people active on the tour; people already in the group stay as they are. */
export async function addGroupMembers(
  db: Queryable,
  actor: AuthUser,
  groupId: string,
  userIds: readonly string[],
  now: Date,
): Promise<GroupWithMembers> {
  const { group } = await requireGroup(db, actor, groupId, { manage: true });
  await requireTourMembers(db, group.tourId, userIds, 'userIds', GROUP_MESSAGES.notPersonnel);
  const version = await nextTourVersion(db, group.tourId, now);
  const added = await db
    .insert(groupMembers)
    .values(
      [...new Set(userIds)].map((userId) => ({
        groupId,
        tourId: group.tourId,
        userId,
        version,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: groupMembers.id });
  if (added.length > 0) {
    await restampEvents(db, await assignedOnlyEventsOfGroups(db, [groupId]), version, now);
    // Whoever joined the group joins its conversations, with their history.
    await restampRooms(db, await roomsOfGroups(db, [groupId]), version, now, { history: true });
  }
  return getGroup(db, actor, groupId);
}

/** `memberId` is the membership row's id (as listed by GET /groups/{id}/members). */
export async function removeGroupMember(
  db: Queryable,
  actor: AuthUser,
  groupId: string,
  memberId: string,
  now: Date,
) {
  const { group } = await requireGroup(db, actor, groupId, { manage: true });
  const [member] = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(
      and(eq(groupMembers.id, memberId), eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt)),
    );
  if (!member) throw notFound();
  const version = await nextTourVersion(db, group.tourId, now);
  await tombstone(db, groupMembers, eq(groupMembers.id, memberId), version, now);
  await restampEvents(db, await assignedOnlyEventsOfGroups(db, [groupId]), version, now);
  await restampRooms(db, await roomsOfGroups(db, [groupId]), version, now, { history: false });
}

/** Someone taken off the tour leaves its groups in the same write (stamped with its `version`). */
export async function leaveTourGroups(
  db: Queryable,
  tourId: string,
  userId: string,
  version: number,
  now: Date,
) {
  await tombstone(
    db,
    groupMembers,
    and(eq(groupMembers.tourId, tourId), eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt)),
    version,
    now,
  );
}
