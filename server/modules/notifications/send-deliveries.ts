/**
 * Due deliveries → the push services. A round claims its rows by moving them a lease into the
 * future (FOR UPDATE SKIP LOCKED: two processes never claim the same one); a process that dies
 * mid-send leaves them to be claimed again when the lease ends, so nothing is lost on a restart.
 * Gone subscriptions (404/410) are deleted; other failures retry with backoff until they expire.
 */
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { PushPayloadSchema } from '#contract/notifications';
import type { PushOutcome, PushSender } from '../../adapters/push/push-sender';
import { topicOf } from '../../adapters/push/web-push-sender';
import type { Db } from '../../db/client';
import { pushDeliveries, pushSubscriptions } from '../../db/schema/index';
import type { Logger } from '../../http/logger';
import {
  DELIVERIES_PER_ROUND,
  DELIVERY_LEASE_SECONDS,
  MAX_DELIVERY_ATTEMPTS,
  PUSH_TTL_SECONDS,
  retryDelaySeconds,
} from './notifications.policy';

export interface SendRound {
  sent: number;
  retried: number;
  rejected: number;
  /** Subscriptions deleted because their push service said they are gone. */
  removed: number;
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

async function claimDue(db: Db, now: Date) {
  await db.delete(pushDeliveries).where(lte(pushDeliveries.expiresAt, now));
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(lte(pushDeliveries.nextAttemptAt, now))
    .orderBy(asc(pushDeliveries.nextAttemptAt))
    .limit(DELIVERIES_PER_ROUND)
    .for('update', { skipLocked: true });
  return db
    .update(pushDeliveries)
    .set({
      nextAttemptAt: later(now, DELIVERY_LEASE_SECONDS),
      attempts: sql`${pushDeliveries.attempts} + 1`,
    })
    .where(inArray(pushDeliveries.id, due))
    .returning();
}

type Delivery = Awaited<ReturnType<typeof claimDue>>[number];
type Subscription = typeof pushSubscriptions.$inferSelect;

async function record(db: Db, delivery: Delivery, outcome: PushOutcome, now: Date, logger: Logger) {
  const host = (endpoint: string) => new URL(endpoint).host;
  if (outcome.kind === 'sent') {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: now, failures: 0, lastError: null })
      .where(eq(pushSubscriptions.id, delivery.subscriptionId));
    return;
  }
  if (outcome.kind === 'gone') {
    // The browser unsubscribed or the subscription expired: it will never work again.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId));
    return;
  }
  const retry = outcome.kind === 'retry' && delivery.attempts < MAX_DELIVERY_ATTEMPTS;
  if (retry) {
    await db
      .update(pushDeliveries)
      .set({ nextAttemptAt: later(now, retryDelaySeconds(delivery.attempts)) })
      .where(eq(pushDeliveries.id, delivery.id));
  } else {
    await db.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
  }
  const [subscription] = await db
    .update(pushSubscriptions)
    .set({ lastFailureAt: now, failures: sql`${pushSubscriptions.failures} + 1`, lastError: outcome.error })
    .where(eq(pushSubscriptions.id, delivery.subscriptionId))
    .returning({ endpoint: pushSubscriptions.endpoint });
  if (!retry && subscription) {
    logger.warn('push not delivered', { pushService: host(subscription.endpoint), error: outcome.error });
  }
}

async function sendOne(push: PushSender, delivery: Delivery, subscription: Subscription, now: Date) {
  const parsed = v.safeParse(PushPayloadSchema, JSON.parse(delivery.payload));
  const tag = parsed.success ? parsed.output.tag : '';
  const ttlSeconds = Math.max(0, Math.round((delivery.expiresAt.getTime() - now.getTime()) / 1000));
  return push.send(subscription, delivery.payload, {
    ttlSeconds: Math.min(ttlSeconds, PUSH_TTL_SECONDS),
    urgency: delivery.urgency,
    topic: tag ? topicOf(tag) : undefined,
  });
}

/** One round of sending; the worker runs it every few seconds, tests call it directly. */
export async function sendDueDeliveries(db: Db, push: PushSender, logger: Logger, now: Date) {
  const round: SendRound = { sent: 0, retried: 0, rejected: 0, removed: 0 };
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return round;
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((delivery) => delivery.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  await Promise.all(
    claimed.map(async (delivery) => {
      const subscription = byId.get(delivery.subscriptionId);
      if (!subscription) return;
      const outcome = await sendOne(push, delivery, subscription, now);
      await record(db, delivery, outcome, now, logger);
      if (outcome.kind === 'sent') round.sent += 1;
      else if (outcome.kind === 'gone') round.removed += 1;
      else if (outcome.kind === 'retry' && delivery.attempts < MAX_DELIVERY_ATTEMPTS) round.retried += 1;
      else round.rejected += 1;
    }),
  );
  return round;
}
