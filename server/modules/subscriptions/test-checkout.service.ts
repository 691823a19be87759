/** The in-app checkout page of the test-mode provider: read the session, Pay, or Cancel. */
import { SUBSCRIPTION_MESSAGES } from '#contract/subscriptions';
import {
  type BillingProvider,
  BillingRefused,
  type TestCheckouts,
} from '../../adapters/billing/billing-provider';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { applyBillingEvents } from './apply-event';
import { currentSubscriptionRow } from './current-subscription';
import { isRunning } from './subscriptions.policy';

/** Only the test-mode provider has checkouts of its own; with Stripe the page does not exist. */
function checkoutsOf(billing: BillingProvider): TestCheckouts {
  if (!billing.testCheckouts) throw notFound(SUBSCRIPTION_MESSAGES.testModeOnly);
  return billing.testCheckouts;
}

export function readTestCheckout(billing: BillingProvider, actor: AuthUser, sessionId: string) {
  const session = checkoutsOf(billing).get(sessionId, actor.id);
  if (!session) throw notFound('Checkout session not found');
  return { id: session.id, status: session.status, price: session.price };
}

export async function payTestCheckout(
  tx: Queryable,
  billing: BillingProvider,
  actor: AuthUser,
  sessionId: string,
  now: Date,
) {
  const checkouts = checkoutsOf(billing);
  if (!checkouts.get(sessionId, actor.id)) throw notFound('Checkout session not found');
  // A second session opened before the first was paid must not buy a second subscription.
  const current = await currentSubscriptionRow(tx, actor.id);
  if (current && isRunning(current.status)) throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  let events: ReturnType<TestCheckouts['pay']>;
  try {
    events = checkouts.pay(sessionId, actor.id);
  } catch (error) {
    if (error instanceof BillingRefused) throw conflict(SUBSCRIPTION_MESSAGES.checkoutClosed);
    throw error;
  }
  await applyBillingEvents(tx, billing.name, events, now);
  return readTestCheckout(billing, actor, sessionId);
}

export function abandonTestCheckout(billing: BillingProvider, actor: AuthUser, sessionId: string) {
  const checkouts = checkoutsOf(billing);
  if (!checkouts.get(sessionId, actor.id)) throw notFound('Checkout session not found');
  checkouts.abandon(sessionId, actor.id);
  return readTestCheckout(billing, actor, sessionId);
}
