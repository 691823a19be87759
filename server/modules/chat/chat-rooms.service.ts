/**
 * Conversations: anyone on a tour starts one with people and/or groups of that tour and becomes its
 * admin; the admin renames it and changes its members. Every change takes a tour version, so every
 * member's devices receive it on their next pull.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type AddChatMembers, CHAT_MESSAGES, type CreateChatRoom } from '#contract/chat';
import type { Queryable } from '../../db/client';
import { chatMembers, chatRooms, groups } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourMembers } from '../events/event-personnel.service';
import { requireTourAccess } from '../tours/tour-access';
import { requireRoom } from './chat-access';
import { restampRooms } from './chat-audience';
import { getChatRoom } from './chat-room-views';

const invalid = (field: string, message: string) =>
  new AppError(400, 'validation_failed', message, { [field]: message });

async function requireTourGroups(db: Queryable, tourId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return;
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tourId, tourId), inArray(groups.id, [...groupIds]), isNull(groups.deletedAt)));
  if (rows.length !== new Set(groupIds).size) throw invalid('groupIds', 'Choose groups of this tour');
}

/** Inserts the people and groups not in the room yet; answers how many were new. */
async function insertMembers(
  db: Queryable,
  room: { id: string; tourId: string },
  input: { userIds: readonly string[]; groupIds: readonly string[] },
  version: number,
  now: Date,
) {
  const base = { roomId: room.id, tourId: room.tourId, version, createdAt: now, updatedAt: now };
  const rows = [
    ...[...new Set(input.userIds)].map((userId) => ({ ...base, userId, groupId: null })),
    ...[...new Set(input.groupIds)].map((groupId) => ({ ...base, userId: null, groupId })),
  ];
  if (rows.length === 0) return 0;
  return (await db.insert(chatMembers).values(rows).onConflictDoNothing().returning({ id: chatMembers.id }))
    .length;
}

export async function createChatRoom(db: Queryable, actor: AuthUser, input: CreateChatRoom, now: Date) {
  await requireTourAccess(db, actor, input.tourId);
  const others = input.userIds.filter((id) => id !== actor.id);
  await requireTourMembers(db, input.tourId, others, 'userIds', CHAT_MESSAGES.notPersonnel);
  await requireTourGroups(db, input.tourId, input.groupIds);
  const version = await nextTourVersion(db, input.tourId, now);
  const [room] = await db
    .insert(chatRooms)
    .values({
      id: input.id,
      tourId: input.tourId,
      name: input.name,
      adminUserId: actor.id,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!room) throw new Error('chat room insert returned nothing');
  // The creator is always in the room: they are its admin.
  await insertMembers(db, room, { userIds: [actor.id, ...others], groupIds: input.groupIds }, version, now);
  return getChatRoom(db, actor, room.id);
}

export async function renameChatRoom(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  name: string,
  now: Date,
) {
  const room = await requireRoom(db, actor, roomId, { admin: true });
  const version = await nextTourVersion(db, room.tourId, now);
  await db.update(chatRooms).set({ name, version, updatedAt: now }).where(eq(chatRooms.id, roomId));
  return getChatRoom(db, actor, roomId);
}

export async function addChatMembers(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  input: AddChatMembers,
  now: Date,
) {
  const room = await requireRoom(db, actor, roomId, { admin: true });
  await requireTourMembers(db, room.tourId, input.userIds, 'userIds', CHAT_MESSAGES.notPersonnel);
  await requireTourGroups(db, room.tourId, input.groupIds);
  const version = await nextTourVersion(db, room.tourId, now);
  if ((await insertMembers(db, room, input, version, now)) > 0)
    await restampRooms(db, [roomId], version, now, { history: true });
  return getChatRoom(db, actor, roomId);
}

/** `memberId` is the membership row's id: a person's or a group's place in the room. */
export async function removeChatMember(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  memberId: string,
  now: Date,
) {
  const room = await requireRoom(db, actor, roomId, { admin: true });
  const live = await db
    .select({ id: chatMembers.id, userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, roomId), isNull(chatMembers.deletedAt)));
  const member = live.find((row) => row.id === memberId);
  if (!member) throw notFound();
  if (member.userId && member.userId === room.adminUserId)
    throw invalid('memberId', CHAT_MESSAGES.adminStays);
  const version = await nextTourVersion(db, room.tourId, now);
  await tombstone(db, chatMembers, eq(chatMembers.id, memberId), version, now);
  await restampRooms(db, [roomId], version, now, { history: false });
  return getChatRoom(db, actor, roomId);
}

/** Ends a conversation for everyone (its admin): the room, its members, messages and read states. */
export async function deleteChatRoom(db: Queryable, actor: AuthUser, roomId: string, now: Date) {
  const room = await requireRoom(db, actor, roomId, { admin: true });
  const version = await nextTourVersion(db, room.tourId, now);
  await tombstone(db, chatRooms, eq(chatRooms.id, roomId), version, now);
  await tombstoneChildren(db, 'chatRoom', [roomId], version, now);
}
