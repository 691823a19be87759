/**
 * Messages: a member sends, every member's devices receive it on their next pull (the live channel
 * pokes them at once). A message sent again with its id — a retry whose answer was lost — is the
 * same message, stored once.
 */
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { SendChatMessage } from '#contract/chat';
import type { Queryable } from '../../db/client';
import { chatMessages } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';
import { requireRoom } from './chat-access';
import { noticeNewMessage } from './chat-notices';
import { toChatMessage } from './chat-rows';

/**
 * A new message's time: now, but always after the room's last message, so messages keep the order
 * they reached the server in. Two written offline arrive in one push and are stored within the same
 * millisecond (or under a test's standing clock); ordered by time alone, they could swap. Runs
 * after `nextTourVersion`, whose row lock orders concurrent sends on the tour.
 */
async function nextSentAt(db: Queryable, roomId: string, now: Date): Promise<Date> {
  const [latest] = await db
    .select({ sentAt: chatMessages.sentAt })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId))
    .orderBy(desc(chatMessages.sentAt))
    .limit(1);
  return latest && latest.sentAt >= now ? new Date(latest.sentAt.getTime() + 1) : now;
}

export async function sendChatMessage(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  input: SendChatMessage,
  now: Date,
) {
  const room = await requireRoom(db, actor, roomId);
  if (input.id) {
    const [existing] = await db.select().from(chatMessages).where(eq(chatMessages.id, input.id));
    if (existing) {
      if (existing.senderUserId === actor.id && existing.roomId === roomId) return toChatMessage(existing);
      // Someone else's id (server/http/id-collision.ts): answered like an id that does not exist.
      throw notFound();
    }
  }
  const version = await nextTourVersion(db, room.tourId, now);
  const sentAt = await nextSentAt(db, roomId, now);
  const [row] = await db
    .insert(chatMessages)
    .values({
      id: input.id,
      roomId,
      tourId: room.tourId,
      senderUserId: actor.id,
      text: input.text,
      sentAt,
      version,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('chat message insert returned nothing');
  const message = toChatMessage(row);
  await noticeNewMessage(db, room, message, now);
  return message;
}

/** One page of history, newest first, before `before` (the oldest message the reader has). */
export async function listChatMessages(
  db: Queryable,
  actor: AuthUser,
  roomId: string,
  query: { before?: string; limit: number },
) {
  await requireRoom(db, actor, roomId);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        isNull(chatMessages.deletedAt),
        query.before ? lt(chatMessages.sentAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.sentAt), desc(chatMessages.id))
    .limit(query.limit + 1);
  return { messages: rows.slice(0, query.limit).map(toChatMessage), hasMore: rows.length > query.limit };
}
