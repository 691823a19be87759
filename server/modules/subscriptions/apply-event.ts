/**
 * Applies one billing event — a verified webhook, our own change's answer, or the test-mode
 * provider's — to the `subscriptions` mirror. The same code for every source:
 * - each event id is recorded in `billing_events`: a replay changes nothing;
 * - events may arrive in any order: a subscription state older than the stored one
 *   (`providerUpdatedAt`) is skipped, and a paid invoice only ever moves "active till" forward;
 * - a deleted subscription stays deleted, whatever arrives after.
 * Must run in a transaction (the row is locked while it changes).
 */
import { and, eq } from 'drizzle-orm';
import type {
  BillingEvent,
  InvoicePayment,
  ProviderSubscription,
} from '../../adapters/billing/billing-provider';
import type { Queryable } from '../../db/client';
import { billingEvents, subscriptions, users } from '../../db/schema/index';
import type { SubscriptionRow } from './current-subscription';

export interface Applied {
  duplicate: boolean;
  /** Our subscription row the event is about; null when it names no user of ours. */
  subscriptionId: string | null;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Our row for the provider's subscription, created on its first event (the owner from metadata). */
async function lockedRow(
  tx: Queryable,
  provider: 'stripe' | 'test',
  state: ProviderSubscription | InvoicePayment,
  now: Date,
): Promise<SubscriptionRow | null> {
  const where = and(
    eq(subscriptions.provider, provider),
    eq(subscriptions.providerSubscriptionId, state.providerSubscriptionId),
  );
  const [found] = await tx.select().from(subscriptions).where(where).for('update');
  if (found) return found;
  if (!state.userId) return null;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, state.userId));
  if (!owner) return null;
  // Two first events at once: the unique index keeps one row, and both then lock that one.
  await tx
    .insert(subscriptions)
    .values({
      userId: owner.id,
      provider,
      providerSubscriptionId: state.providerSubscriptionId,
      providerCustomerId: state.providerCustomerId,
      priceId: state.priceId,
      status: 'INCOMPLETE',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [created] = await tx.select().from(subscriptions).where(where).for('update');
  return created ?? null;
}

function changesFor(row: SubscriptionRow, event: BillingEvent): Partial<SubscriptionRow> | null {
  // Deleted is final: no later (or late-arriving older) event brings a subscription back.
  if (row.status === 'CANCELED') return null;
  const newer = !row.providerUpdatedAt || event.occurredAt >= row.providerUpdatedAt;
  if (event.kind === 'invoice.payment_succeeded') {
    const paid = event.payment;
    return {
      currentPeriodEnd: later(row.currentPeriodEnd, paid.periodEnd),
      providerCustomerId: row.providerCustomerId ?? paid.providerCustomerId,
      ...(newer && (row.status === 'INCOMPLETE' || row.status === 'PAST_DUE')
        ? { status: 'ACTIVE' as const, providerUpdatedAt: event.occurredAt }
        : {}),
    };
  }
  const state = event.subscription;
  const deleted = event.kind === 'customer.subscription.deleted';
  if (!newer && !deleted) return null;
  return {
    providerCustomerId: state.providerCustomerId ?? row.providerCustomerId,
    priceId: state.priceId || row.priceId,
    status: deleted ? 'CANCELED' : state.status,
    currentPeriodEnd: state.currentPeriodEnd ?? row.currentPeriodEnd,
    pauseUntil: state.status === 'PAUSED' ? state.pauseUntil : null,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    canceledAt: deleted ? (state.canceledAt ?? event.occurredAt) : state.canceledAt,
    providerUpdatedAt: later(row.providerUpdatedAt, event.occurredAt),
  };
}

export async function applyBillingEvent(
  tx: Queryable,
  provider: 'stripe' | 'test',
  event: BillingEvent,
  now: Date,
): Promise<Applied> {
  const recorded = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.kind, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (recorded.length === 0) return { duplicate: true, subscriptionId: null };
  const state = event.kind === 'invoice.payment_succeeded' ? event.payment : event.subscription;
  const row = await lockedRow(tx, provider, state, now);
  if (!row) return { duplicate: false, subscriptionId: null };
  const changes = changesFor(row, event);
  if (changes)
    await tx
      .update(subscriptions)
      .set({ ...changes, updatedAt: now })
      .where(eq(subscriptions.id, row.id));
  return { duplicate: false, subscriptionId: row.id };
}

/** Several events of one change (test-mode "Pay": the invoice, then the subscription), in order. */
export async function applyBillingEvents(
  tx: Queryable,
  provider: 'stripe' | 'test',
  events: BillingEvent[],
  now: Date,
): Promise<void> {
  for (const event of events) await applyBillingEvent(tx, provider, event, now);
}
