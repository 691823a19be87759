/**
 * Rooms as the REST answers show them to one person: members with names, their own archived and
 * muted state, how many messages they have not read, and the last message.
 */
import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChatRoomDetail } from '#contract/chat';
import type { Queryable } from '../../db/client';
import {
  chatMembers,
  chatMessages,
  chatReads,
  chatRooms,
  groupMembers,
  groups,
  users,
} from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { findTourAccess } from '../tours/tour-access';
import { type ChatRoomRow, requireRoom } from './chat-access';
import { toChatMember, toChatMessage, toChatRoom } from './chat-rows';

const personName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

async function membersOf(db: Queryable, roomIds: string[]) {
  const rows = await db
    .select({
      member: chatMembers,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      group: groups.name,
    })
    .from(chatMembers)
    .leftJoin(users, eq(users.id, chatMembers.userId))
    .leftJoin(groups, eq(groups.id, chatMembers.groupId))
    .where(and(inArray(chatMembers.roomId, roomIds), isNull(chatMembers.deletedAt)));
  return rows.map(({ member, group, ...person }) => ({
    ...toChatMember(member),
    name: group ?? (person.email ? personName({ ...person, email: person.email }) : 'Someone'),
  }));
}

/** Unread per room: messages of others after the person's last read. */
async function unreadOf(db: Queryable, userId: string, roomIds: string[]) {
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.roomId, chatMessages.roomId), eq(chatReads.userId, userId)))
    .where(
      and(
        inArray(chatMessages.roomId, roomIds),
        isNull(chatMessages.deletedAt),
        or(isNull(chatMessages.senderUserId), ne(chatMessages.senderUserId, userId)),
        or(isNull(chatReads.lastReadAt), gt(chatMessages.sentAt, chatReads.lastReadAt)),
      ),
    )
    .groupBy(chatMessages.roomId);
  return new Map(rows.map((row) => [row.roomId, row.unread]));
}

async function lastMessagesOf(db: Queryable, roomIds: string[]) {
  const rows = await db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(and(inArray(chatMessages.roomId, roomIds), isNull(chatMessages.deletedAt)))
    .orderBy(chatMessages.roomId, desc(chatMessages.sentAt));
  return new Map(rows.map((row) => [row.roomId, toChatMessage(row)]));
}

export async function describeRooms(
  db: Queryable,
  userId: string,
  rooms: ChatRoomRow[],
): Promise<ChatRoomDetail[]> {
  if (rooms.length === 0) return [];
  const ids = rooms.map((room) => room.id);
  const members = await membersOf(db, ids);
  const unread = await unreadOf(db, userId, ids);
  const last = await lastMessagesOf(db, ids);
  const reads = await db
    .select()
    .from(chatReads)
    .where(and(inArray(chatReads.roomId, ids), eq(chatReads.userId, userId)));
  const readOf = new Map(reads.map((row) => [row.roomId, row]));
  // The admin first, then people by name, then groups by name.
  const rank = (room: ChatRoomRow, member: { userId: string | null }) =>
    member.userId === room.adminUserId ? 0 : member.userId ? 1 : 2;
  return rooms.map((room) => ({
    ...toChatRoom(room),
    members: members
      .filter((member) => member.roomId === room.id)
      .sort((a, b) => rank(room, a) - rank(room, b) || a.name.localeCompare(b.name)),
    archived: readOf.get(room.id)?.archived ?? false,
    muted: readOf.get(room.id)?.muted ?? false,
    unread: unread.get(room.id) ?? 0,
    lastMessage: last.get(room.id) ?? null,
  }));
}

export async function getChatRoom(db: Queryable, actor: AuthUser, roomId: string): Promise<ChatRoomDetail> {
  const room = await requireRoom(db, actor, roomId);
  const [detail] = await describeRooms(db, actor.id, [room]);
  if (!detail) throw new Error('a required room was not described');
  return detail;
}

/** The live rooms the person is in, on tours they may still see (optionally one tour). */
export async function roomsOfUser(db: Queryable, userId: string, tourId?: string): Promise<ChatRoomRow[]> {
  const rows = await db
    .selectDistinct({ room: chatRooms })
    .from(chatRooms)
    .innerJoin(chatMembers, and(eq(chatMembers.roomId, chatRooms.id), isNull(chatMembers.deletedAt)))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, chatMembers.groupId), isNull(groupMembers.deletedAt)),
    )
    .where(
      and(
        isNull(chatRooms.deletedAt),
        tourId ? eq(chatRooms.tourId, tourId) : sql`true`,
        or(eq(chatMembers.userId, userId), eq(groupMembers.userId, userId)),
      ),
    );
  const tours = [...new Set(rows.map((row) => row.room.tourId))];
  const visible = new Set<string>();
  for (const id of tours) if (await findTourAccess(db, userId, id)) visible.add(id);
  return rows.map((row) => row.room).filter((room) => visible.has(room.tourId));
}

/** Active or archived rooms, the most recently active first. */
export async function listChatRooms(
  db: Queryable,
  actor: AuthUser,
  query: { tourId?: string; archived: 'true' | 'false' },
): Promise<ChatRoomDetail[]> {
  const details = await describeRooms(db, actor.id, await roomsOfUser(db, actor.id, query.tourId));
  const latest = (room: ChatRoomDetail) => room.lastMessage?.sentAt ?? room.createdAt;
  return details
    .filter((room) => room.archived === (query.archived === 'true'))
    .sort((a, b) => latest(b).localeCompare(latest(a)));
}

export async function unreadMessages(db: Queryable, actor: AuthUser) {
  const rooms = await roomsOfUser(db, actor.id);
  const unread = await unreadOf(
    db,
    actor.id,
    rooms.map((room) => room.id),
  );
  const perRoom = rooms
    .map((room) => ({ roomId: room.id, tourId: room.tourId, unread: unread.get(room.id) ?? 0 }))
    .filter((room) => room.unread > 0);
  return { total: perRoom.reduce((sum, room) => sum + room.unread, 0), rooms: perRoom };
}
