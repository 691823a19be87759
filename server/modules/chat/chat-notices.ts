/**
 * A new message becomes a push notification for the room's other members who may still see the
 * tour and have not muted the room (notifications/notification-queue.ts batches a burst of them
 * into one per room). Queued in the message's own transaction: told exactly when it is stored.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ChatMessage } from '#contract/chat';
import type { Queryable } from '../../db/client';
import { chatReads, users } from '../../db/schema/index';
import { queueNotifications } from '../notifications/notification-queue';
import { tourPeople } from '../notifications/tour-people';
import type { ChatRoomRow } from './chat-access';
import { roomAudience } from './chat-audience';

async function senderName(db: Queryable, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return [row?.firstName, row?.lastName].filter(Boolean).join(' ') || row?.email || 'Someone';
}

export async function noticeNewMessage(db: Queryable, room: ChatRoomRow, message: ChatMessage, now: Date) {
  const audience = [...((await roomAudience(db, [room.id])).get(room.id) ?? [])].filter(
    (userId) => userId !== message.senderUserId,
  );
  if (audience.length === 0) return;
  const onTour = await tourPeople(db, room.tourId);
  const muted = await db
    .select({ userId: chatReads.userId })
    .from(chatReads)
    .where(
      and(eq(chatReads.roomId, room.id), eq(chatReads.muted, true), inArray(chatReads.userId, audience)),
    );
  const silent = new Set(muted.map((row) => row.userId));
  const from = message.senderUserId ? await senderName(db, message.senderUserId) : 'Someone';
  await queueNotifications(
    db,
    now,
    audience
      .filter((userId) => onTour.has(userId) && !silent.has(userId))
      .map((userId) => ({
        userId,
        tourId: room.tourId,
        kind: 'message' as const,
        key: room.id,
        title: room.name,
        body: `${from}: ${message.text}`,
        url: `/dashboard/messages/${room.id}`,
      })),
  );
}
