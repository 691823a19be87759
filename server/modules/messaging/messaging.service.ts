/**
 * Crew messages: a tour's managers text its active people. Recording happens in the caller's
 * transaction (rows `queued`); delivery (messaging-delivery.ts) runs once that has committed.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type CrewMessage,
  MESSAGING_MESSAGES,
  type MessageChannel,
  type SendCrewMessage,
} from '#contract/messaging';
import type { Queryable } from '../../db/client';
import { outgoingMessages, tourPersonnel, userProfiles, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { requireTourMembers } from '../events/event-personnel.service';
import { requireTourManager } from '../tours/tour-access';
import {
  assertChannelAvailable,
  type PlannedDelivery,
  planDeliveries,
  recipientName,
} from './messaging.policy';

/** A planned delivery with the id of its stored message (null when skipped). */
export type RecordedDelivery = PlannedDelivery & { messageId: string | null };

/** The chosen people's names and profile numbers; `requireTourMembers` has checked they are on the tour. */
function recipientsOf(db: Queryable, tourId: string, userIds: string[]) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: userProfiles.phoneNumber,
    })
    .from(tourPersonnel)
    .innerJoin(users, eq(users.id, tourPersonnel.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        inArray(tourPersonnel.userId, userIds),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
}

/**
 * Checks the request and stores one `queued` message per person with a usable number. Others are
 * answered back as skipped: a crew member without a phone is not the manager's error.
 */
export async function recordCrewMessage(
  db: Queryable,
  actor: AuthUser,
  input: SendCrewMessage,
  channels: readonly MessageChannel[],
  now: Date,
): Promise<RecordedDelivery[]> {
  await requireTourManager(db, actor, input.tourId);
  assertChannelAvailable(input.channel, channels);
  const userIds = [...new Set(input.userIds)];
  await requireTourMembers(db, input.tourId, userIds, 'userIds', MESSAGING_MESSAGES.notPersonnel);
  const planned = planDeliveries(userIds, await recipientsOf(db, input.tourId, userIds));
  const reachable = planned.filter((delivery) => delivery.phone !== null);
  const stored =
    reachable.length === 0
      ? []
      : await db
          .insert(outgoingMessages)
          .values(
            reachable.map((delivery) => ({
              tourId: input.tourId,
              senderId: actor.id,
              recipientUserId: delivery.userId,
              phone: delivery.phone ?? '',
              channel: input.channel,
              body: input.text,
              status: 'queued' as const,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: outgoingMessages.id, userId: outgoingMessages.recipientUserId });
  const idOf = new Map(stored.map((row) => [row.userId, row.id]));
  return planned.map((delivery) => ({ ...delivery, messageId: idOf.get(delivery.userId) ?? null }));
}

/** The tour's messages, newest first (managers only: they hold crew members' numbers). */
export async function listCrewMessages(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
): Promise<CrewMessage[]> {
  await requireTourManager(db, actor, tourId);
  const rows = await db
    .select({
      message: outgoingMessages,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(outgoingMessages)
    .leftJoin(users, eq(users.id, outgoingMessages.recipientUserId))
    .where(eq(outgoingMessages.tourId, tourId))
    .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
    .limit(200);
  return rows.map(({ message, email, firstName, lastName }) => ({
    id: message.id,
    tourId: message.tourId,
    senderId: message.senderId,
    recipientUserId: message.recipientUserId,
    // A deleted account keeps its messages; the number is what is left to name them by.
    recipientName: email ? recipientName({ email, firstName, lastName }) : message.phone,
    phone: message.phone,
    channel: message.channel,
    body: message.body,
    status: message.status,
    error: message.error,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  }));
}
