/**
 * Groups of a tour. Managers write; everyone on the tour reads (groups are synced to
 * every device of the tour). Another tour's or tenant's group is "not found".
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateGroup, Group, GroupMemberDetail, GroupWithMembers } from '#contract/groups';
import type { Queryable } from '../../db/client';
import { groupMembers, groups, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { restampRooms, roomsOfGroups } from '../chat/chat-audience';
import { assignedOnlyEventsOfGroups, restampEvents } from '../events/event-audience';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';

type GroupRow = typeof groups.$inferSelect;

export const toGroup = (row: GroupRow): Group => ({ id: row.id, tourId: row.tourId, name: row.name });

/** The live group, if the actor may see it; with `manage`, only for the tour's managers (403). */
export async function requireGroup(db: Queryable, actor: AuthUser, id: string, options = { manage: false }) {
  const [row] = await db
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), isNull(groups.deletedAt)));
  if (!row) throw notFound();
  const access = options.manage
    ? await requireTourManager(db, actor, row.tourId)
    : await requireTourAccess(db, actor, row.tourId);
  return { group: row, ...access };
}

/** Live members of the groups, with their names, by group. */
export async function membersOf(db: Queryable, groupIds: readonly string[]) {
  const out = new Map<string, GroupMemberDetail[]>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .select({
      member: groupMembers,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(inArray(groupMembers.groupId, [...groupIds]), isNull(groupMembers.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  for (const { member, ...person } of rows) {
    const detail = { id: member.id, tourId: member.tourId, groupId: member.groupId, userId: member.userId };
    out.set(member.groupId, [...(out.get(member.groupId) ?? []), { ...detail, ...person }]);
  }
  return out;
}

async function withMembers(db: Queryable, rows: readonly GroupRow[]): Promise<GroupWithMembers[]> {
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toGroup(row), members: members.get(row.id) ?? [] }));
}

export async function listGroups(db: Queryable, actor: AuthUser, tourId: string) {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(groups)
    .where(and(eq(groups.tourId, tourId), isNull(groups.deletedAt)))
    .orderBy(asc(groups.name));
  return withMembers(db, rows);
}

export async function getGroup(db: Queryable, actor: AuthUser, id: string): Promise<GroupWithMembers> {
  const { group } = await requireGroup(db, actor, id);
  const [found] = await withMembers(db, [group]);
  if (!found) throw notFound();
  return found;
}

export async function createGroup(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  input: CreateGroup,
  now: Date,
): Promise<GroupWithMembers> {
  await requireTourManager(db, actor, tourId);
  const version = await nextTourVersion(db, tourId, now);
  const [row] = await db
    .insert(groups)
    .values({ id: input.id, tourId, name: input.name, version, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('group insert returned nothing');
  return { ...toGroup(row), members: [] };
}

export async function renameGroup(db: Queryable, actor: AuthUser, id: string, name: string, now: Date) {
  const { group } = await requireGroup(db, actor, id, { manage: true });
  const version = await nextTourVersion(db, group.tourId, now);
  await db.update(groups).set({ name, version, updatedAt: now }).where(eq(groups.id, id));
  return getGroup(db, actor, id);
}

/** Tombstones the group, its members and its places on events; its events' audiences shrink. */
export async function deleteGroup(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { group } = await requireGroup(db, actor, id, { manage: true });
  const version = await nextTourVersion(db, group.tourId, now);
  const affected = await assignedOnlyEventsOfGroups(db, [id]);
  const rooms = await roomsOfGroups(db, [id]);
  await tombstone(db, groups, eq(groups.id, id), version, now);
  await tombstoneChildren(db, 'group', [id], version, now);
  await restampEvents(db, affected, version, now);
  // The group's people leave the conversations it was in (unless they are in them otherwise).
  await restampRooms(db, rooms, version, now, { history: false });
}
