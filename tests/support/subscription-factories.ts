/**
 * Subscriptions for API tests, through the real lifecycle of the test-mode provider: checkout,
 * then "Pay" on its in-app checkout — never a row written by hand, never the gate switched off.
 */
import type { TestApp } from './test-app';
import { must } from './tour-factories';

export const MONTHLY = 'price_test_monthly';

/** The session id in a test-mode checkout URL (`/dashboard/subscription/test-checkout?session=<id>`). */
export function sessionIdOf(url: string): string {
  const id = new URL(url, 'http://roadie.test').searchParams.get('session');
  if (!id) throw new Error(`no session in ${url}`);
  return id;
}

export async function checkout(t: TestApp, token: string, priceId = MONTHLY) {
  return must(await t.call('POST /stripe/checkout-session', { body: { priceId }, token })).data;
}

/** Buys `priceId` (Monthly) and answers the caller's new subscription. */
export async function subscribe(t: TestApp, token: string, priceId = MONTHLY) {
  const session = await checkout(t, token, priceId);
  const params = { sessionId: sessionIdOf(session.url) };
  must(await t.call('POST /stripe/test-checkout/{sessionId}/pay', { params, token }));
  const { subscription } = must(await t.call('GET /stripe-subscriptions/current', { token })).data;
  if (!subscription) throw new Error('paid, yet no subscription');
  return subscription;
}

/** Subscribes unless the caller's subscription already unlocks team creation. */
export async function ensureSubscribed(t: TestApp, token: string) {
  const current = must(await t.call('GET /stripe-subscriptions/current', { token })).data;
  if (!current.entitlements.createTeam) await subscribe(t, token);
}
