/**
 * Tenant cases for subscriptions and the test-mode checkout. Each setup first brings the owner's
 * subscription into the state the owner's own call needs (active to pause, paused to resume, none
 * running to check out), through the real lifecycle; the check compares the owner's rows (and
 * the checkout session) with what setup left.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscriptions } from '../../server/db/schema/index';
import { checkout, sessionIdOf, subscribe } from './subscription-factories';
import type { HttpMethod, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { must } from './tour-factories';

type Wanted = 'ACTIVE' | 'PAUSED' | 'NONE';

/** The owner's current subscription brought to `wanted`; its id ('' for NONE). */
async function ownerWith(t: TestApp, owner: MatrixUser, wanted: Wanted): Promise<string> {
  const token = owner.token;
  let { subscription } = must(await t.call('GET /stripe-subscriptions/current', { token })).data;
  const running = subscription && subscription.status !== 'CANCELED' ? subscription : null;
  if (wanted === 'NONE') {
    if (running)
      must(await t.call('PATCH /stripe-subscriptions/{id}/cancel', { params: { id: running.id }, token }));
    return '';
  }
  subscription = running ?? (await subscribe(t, token));
  const params = { id: subscription.id };
  if (wanted === 'ACTIVE' && subscription.status === 'PAUSED')
    must(await t.call('PATCH /stripe-subscriptions/{id}/resume', { params, token }));
  if (wanted === 'PAUSED' && subscription.status === 'ACTIVE')
    must(await t.call('PATCH /stripe-subscriptions/{id}/pause', { params, body: {}, token }));
  return subscription.id;
}

async function state(t: TestApp, userId: string) {
  const rows = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  return JSON.stringify(rows);
}

const subscriptionCase = (
  name: string,
  method: HttpMethod,
  route: string,
  wanted: Wanted,
  body?: () => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path: (ids) => `/api${route.replace('{id}', ids.id ?? '')}`,
  body,
  async setup(t, owner) {
    const id = await ownerWith(t, owner, wanted);
    return { id, userId: owner.user.id, state: await state(t, owner.user.id) };
  },
  async verifyUnchanged(t, ids) {
    expect(await state(t, ids.userId ?? '')).toBe(ids.state);
  },
});

const checkoutCase = (name: string, method: HttpMethod, route: string): TenantCase => ({
  name,
  method,
  route,
  path: (ids) => `/api${route.replace('{sessionId}', ids.sessionId ?? '')}`,
  async setup(t, owner) {
    await ownerWith(t, owner, 'NONE');
    const session = await checkout(t, owner.token);
    return {
      sessionId: sessionIdOf(session.url),
      token: owner.token,
      userId: owner.user.id,
      state: await state(t, owner.user.id),
    };
  },
  async verifyUnchanged(t, ids) {
    const params = { sessionId: ids.sessionId ?? '' };
    const session = must(await t.call('GET /stripe/test-checkout/{sessionId}', { params, token: ids.token }));
    expect(session.data.status).toBe('open');
    expect(await state(t, ids.userId ?? '')).toBe(ids.state);
  },
});

export const SUBSCRIPTION_CASES: TenantCase[] = [
  subscriptionCase('a subscription', 'GET', '/stripe-subscriptions/{id}', 'ACTIVE'),
  subscriptionCase('pausing a subscription', 'PATCH', '/stripe-subscriptions/{id}/pause', 'ACTIVE', () => ({
    pauseUntil: null,
  })),
  subscriptionCase('resuming a subscription', 'PATCH', '/stripe-subscriptions/{id}/resume', 'PAUSED'),
  subscriptionCase('cancelling a subscription', 'PATCH', '/stripe-subscriptions/{id}/cancel', 'ACTIVE'),
  subscriptionCase(
    'cancelling a subscription at period end',
    'PATCH',
    '/stripe-subscriptions/{id}/cancel-at-period-end',
    'ACTIVE',
  ),
  checkoutCase('a test checkout', 'GET', '/stripe/test-checkout/{sessionId}'),
  checkoutCase('paying a test checkout', 'POST', '/stripe/test-checkout/{sessionId}/pay'),
  checkoutCase('leaving a test checkout', 'POST', '/stripe/test-checkout/{sessionId}/cancel'),
];
