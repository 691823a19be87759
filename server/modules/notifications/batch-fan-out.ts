/**
 * Ready batches → one delivery per device. A batch is taken with DELETE … RETURNING in its own
 * transaction, so two processes never both send it, and an item queued meanwhile waits for the
 * next batch. Only devices of live sessions get it: a signed-out device is told nothing more.
 */
import { and, eq, gt, isNull, lte, max, min } from 'drizzle-orm';
import type { NotificationKind } from '#contract/notifications';
import type { Db } from '../../db/client';
import { notificationQueue, pushDeliveries, pushSubscriptions, sessions } from '../../db/schema/index';
import { findTourAccess } from '../tours/tour-access';
import { collapseBatch } from './collapse-batch';
import { batchIsReady, PUSH_TTL_SECONDS, urgencyOf } from './notifications.policy';

const BATCHES_PER_ROUND = 200;

interface BatchRef {
  userId: string;
  kind: NotificationKind;
  key: string;
  first: Date;
  last: Date;
}

async function readyBatches(db: Db, now: Date): Promise<BatchRef[]> {
  const groups = await db
    .select({
      userId: notificationQueue.userId,
      kind: notificationQueue.kind,
      key: notificationQueue.key,
      first: min(notificationQueue.createdAt),
      last: max(notificationQueue.createdAt),
    })
    .from(notificationQueue)
    .groupBy(notificationQueue.userId, notificationQueue.kind, notificationQueue.key)
    .orderBy(min(notificationQueue.createdAt))
    .limit(BATCHES_PER_ROUND);
  const ready: BatchRef[] = [];
  for (const group of groups) {
    if (!group.first || !group.last) continue;
    const batch = { ...group, first: new Date(group.first), last: new Date(group.last) };
    if (batchIsReady(batch.kind, batch.first, batch.last, now)) ready.push(batch);
  }
  return ready;
}

/** Takes one batch and turns it into deliveries; answers how many devices it is for. */
async function fanOut(db: Db, batch: BatchRef, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const items = await tx
      .delete(notificationQueue)
      .where(
        and(
          eq(notificationQueue.userId, batch.userId),
          eq(notificationQueue.kind, batch.kind),
          eq(notificationQueue.key, batch.key),
          lte(notificationQueue.createdAt, batch.last),
        ),
      )
      .returning();
    const newest = items.reduce<(typeof items)[number] | undefined>(
      (found, item) => (!found || item.createdAt > found.createdAt ? item : found),
      undefined,
    );
    // Taken by another process meanwhile, or the person has left the tour since: nothing to send.
    if (!newest || !(await findTourAccess(tx, batch.userId, newest.tourId))) return 0;
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(
        and(
          eq(pushSubscriptions.userId, batch.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    if (devices.length === 0) return 0;
    const payload = JSON.stringify(collapseBatch(items));
    const expiresAt = new Date(now.getTime() + PUSH_TTL_SECONDS * 1000);
    await tx.insert(pushDeliveries).values(
      devices.map((device) => ({
        subscriptionId: device.id,
        payload,
        urgency: urgencyOf(batch.kind),
        nextAttemptAt: now,
        expiresAt,
        createdAt: now,
      })),
    );
    return devices.length;
  });
}

/** Every ready batch becomes deliveries; answers how many batches went out. */
export async function fanOutReadyBatches(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const batch of await readyBatches(db, now)) {
    if ((await fanOut(db, batch, now)) > 0) sent += 1;
  }
  return sent;
}
