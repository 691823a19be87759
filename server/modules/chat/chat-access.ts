/**
 * Who may open a conversation: someone on its tour who is one of its members (directly or through
 * a group). Everyone else — the tour's managers included — gets "not found": a room's existence is
 * its members' business. Changing the room is its admin's (403 for other members).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_MESSAGES } from '#contract/chat';
import type { Queryable } from '../../db/client';
import { chatRooms } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { requireTourAccess } from '../tours/tour-access';
import { roomsOf } from './chat-audience';

export type ChatRoomRow = typeof chatRooms.$inferSelect;

export async function requireRoom(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  options: { admin?: boolean } = {},
): Promise<ChatRoomRow> {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), isNull(chatRooms.deletedAt)));
  if (!room) throw notFound();
  await requireTourAccess(db, actor, room.tourId);
  if (!(await roomsOf(db, actor.id, [roomId])).has(roomId)) throw notFound();
  if (options.admin && room.adminUserId !== actor.id) throw forbidden(CHAT_MESSAGES.adminOnly);
  return room;
}
