/**
 * Subscriptions: prices, checkout, the caller's subscription and its changes. Every change goes
 * through the billing provider, and the provider's answer is applied by the same code as its
 * webhooks (apply-event.ts), so the mirror never holds a state the provider did not say.
 */
import type { CurrentSubscription } from '#contract/subscriptions';
import { SUBSCRIPTION_MESSAGES } from '#contract/subscriptions';
import type { BillingProvider } from '../../adapters/billing/billing-provider';
import { BillingRefused } from '../../adapters/billing/billing-provider';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { conflict, validationFailed } from '../../http/errors';
import { applyBillingEvent } from './apply-event';
import {
  currentSubscriptionRow,
  providerViewOf,
  requireOwnSubscription,
  toSubscription,
} from './current-subscription';
import { type Change, entitlementsOf, isRunning, refusalOf, resumeDateOf } from './subscriptions.policy';

export async function readCurrentSubscription(
  db: Queryable,
  billing: BillingProvider,
  userId: string,
  now: Date,
): Promise<CurrentSubscription> {
  const row = await currentSubscriptionRow(db, userId);
  return {
    subscription: row ? toSubscription(row) : null,
    entitlements: entitlementsOf(row, now),
    testMode: billing.name === 'test',
  };
}

export async function readSubscription(db: Queryable, actor: AuthUser, id: string) {
  return toSubscription(await requireOwnSubscription(db, actor.id, id));
}

/** The provider's refusal (unknown price, wrong state) as a 409 the screen can show. */
async function refusedAsConflict<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingRefused) throw conflict(message);
    throw error;
  }
}

export async function startCheckout(
  db: Queryable,
  billing: BillingProvider,
  actor: AuthUser,
  priceId: string,
  appUrl: string,
) {
  const current = await currentSubscriptionRow(db, actor.id);
  if (current && isRunning(current.status)) throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  const back = `${appUrl}/dashboard/subscription?checkout=`;
  try {
    return await billing.createCheckoutSession({
      userId: actor.id,
      email: actor.email,
      priceId,
      successUrl: `${back}success`,
      cancelUrl: `${back}canceled`,
    });
  } catch (error) {
    // A price the provider does not sell (not on our list, or refused by Stripe).
    if (error instanceof BillingRefused) throw validationFailed({ priceId: SUBSCRIPTION_MESSAGES.price });
    throw error;
  }
}

/** Pause (optionally until a day), resume, cancel now or at period end — the caller's own only. */
export async function changeSubscription(
  tx: Queryable,
  billing: BillingProvider,
  actor: AuthUser,
  id: string,
  change: Change,
  now: Date,
  pauseUntil?: string | null,
) {
  const row = await requireOwnSubscription(tx, actor.id, id, true);
  const refusal = refusalOf(change, row.status);
  if (refusal) throw conflict(refusal);
  const resumesAt = resumeDateOf(pauseUntil, now);
  if (resumesAt === 'invalid') throw validationFailed({ pauseUntil: SUBSCRIPTION_MESSAGES.pauseUntil });
  const current = providerViewOf(row);
  const event = await refusedAsConflict(() => {
    if (change === 'pause') return billing.pause(current, resumesAt);
    if (change === 'resume') return billing.resume(current);
    if (change === 'cancel') return billing.cancelNow(current);
    return billing.cancelAtPeriodEnd(current);
  }, SUBSCRIPTION_MESSAGES.ended);
  await applyBillingEvent(tx, billing.name, event, now);
  return toSubscription(await requireOwnSubscription(tx, actor.id, id));
}

/**
 * A removed account stops paying: its running subscription is cancelled with the provider, in the
 * removal's transaction (the provider's answer applied like any other). A subscription the provider
 * already ended counts as cancelled; any other failure fails the removal, so nobody is left being
 * charged for an account that is gone.
 */
export async function cancelForRemovedAccount(
  tx: Queryable,
  billing: BillingProvider,
  userId: string,
  now: Date,
): Promise<void> {
  const row = await currentSubscriptionRow(tx, userId);
  if (!row || !isRunning(row.status) || !row.providerSubscriptionId) return;
  try {
    await applyBillingEvent(tx, billing.name, await billing.cancelNow(providerViewOf(row)), now);
  } catch (error) {
    if (!(error instanceof BillingRefused)) throw error;
  }
}
