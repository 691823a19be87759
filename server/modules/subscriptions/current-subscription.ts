/** Reading the caller's subscription rows: the current one, and one by id (own rows only). */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Subscription } from '#contract/subscriptions';
import type { ProviderSubscription } from '../../adapters/billing/billing-provider';
import type { Queryable } from '../../db/client';
import { subscriptions } from '../../db/schema/index';
import { notFound } from '../../http/errors';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The newest subscription that has not ended, else the newest one (so an ended one still shows). */
export async function currentSubscriptionRow(db: Queryable, userId: string) {
  const [running] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'CANCELED')))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (running) return running;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return latest ?? null;
}

/** One of the caller's subscriptions, locked for a change; anyone else's is "not found". */
export async function requireOwnSubscription(db: Queryable, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Subscription not found');
  return row;
}

export const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  priceId: row.priceId,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  pauseUntil: row.pauseUntil?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  canceledAt: row.canceledAt?.toISOString() ?? null,
});

/** Our copy as the provider's shape: what the provider's change starts from. */
export const providerViewOf = (row: SubscriptionRow): ProviderSubscription => ({
  providerSubscriptionId: row.providerSubscriptionId ?? '',
  providerCustomerId: row.providerCustomerId,
  userId: row.userId,
  priceId: row.priceId,
  status: row.status,
  currentPeriodEnd: row.currentPeriodEnd,
  pauseUntil: row.pauseUntil,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  canceledAt: row.canceledAt,
});
