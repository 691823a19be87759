/**
 * Subscriptions in test mode (no Stripe keys, as `npm start` runs): prices, checkout through the
 * in-app checkout's Pay, the subscription's lifecycle, and the team wall it lifts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { SUBSCRIPTION_MESSAGES } from '#contract/subscriptions';
import { billingEvents, subscriptions, workspaceTeams } from '../../server/db/schema/index';
import { signedInAdmin } from '../support/admin-data-factories';
import { signedInUser } from '../support/factories';
import { checkout, MONTHLY, sessionIdOf, subscribe } from '../support/subscription-factories';
import { refusal, TEAM_BODY } from '../support/team-factories';
import { setupTestApp } from '../support/test-app';
import { must } from '../support/tour-factories';

const t = await setupTestApp();
const DAY = 24 * 3600 * 1000;

const current = async (token: string) =>
  must(await t.call('GET /stripe-subscriptions/current', { token })).data;
const addTeam = (token: string) => t.call('POST /workspace-teams', { body: TEAM_BODY, token });

describe('subscriptions in test mode', () => {
  it('sells Monthly and Yearly, and a new user has no subscription and meets the team wall', async () => {
    const buyer = await signedInUser(t);
    const prices = must(await t.call('GET /stripe/prices', { token: buyer.token })).data;
    expect(prices.map((price) => [price.name, price.interval])).toEqual([
      ['Monthly', 'month'],
      ['Yearly', 'year'],
    ]);
    expect(await current(buyer.token)).toEqual({
      subscription: null,
      entitlements: { createTeam: false },
      testMode: true,
    });
    const before = (await t.db.select().from(workspaceTeams)).length;
    const walled = await addTeam(buyer.token);
    expect(walled.status).toBe(403);
    expect(refusal(walled)).toMatchObject({
      code: 'subscription_required',
      message: MESSAGES.subscriptionRequired,
    });
    expect((await t.db.select().from(workspaceTeams)).length).toBe(before);
  });

  it('checkout → Pay starts an active subscription that lifts the wall; a second checkout is refused', async () => {
    const buyer = await signedInUser(t);
    const session = await checkout(t, buyer.token);
    // Same-origin path: the buyer stays on the origin they are signed in on.
    expect(session.url).toBe(`/dashboard/subscription/test-checkout?session=${session.id}`);
    const params = { sessionId: sessionIdOf(session.url) };
    const page = must(await t.call('GET /stripe/test-checkout/{sessionId}', { params, token: buyer.token }));
    expect(page.data).toMatchObject({ status: 'open', price: { id: MONTHLY, name: 'Monthly' } });
    // Nothing is bought before Pay.
    expect((await current(buyer.token)).subscription).toBeNull();

    const paid = must(
      await t.call('POST /stripe/test-checkout/{sessionId}/pay', { params, token: buyer.token }),
    );
    expect(paid.data.status).toBe('complete');
    const now = t.clock.now().getTime();
    const { subscription, entitlements } = await current(buyer.token);
    expect(subscription).toMatchObject({ status: 'ACTIVE', priceId: MONTHLY, cancelAtPeriodEnd: false });
    const activeTill = new Date(subscription?.currentPeriodEnd ?? 0).getTime();
    expect(activeTill - now).toBeGreaterThanOrEqual(28 * DAY);
    expect(activeTill - now).toBeLessThanOrEqual(31 * DAY);
    expect(entitlements).toEqual({ createTeam: true });
    expect((await addTeam(buyer.token)).status).toBe(201);

    const again = await t.call('POST /stripe/test-checkout/{sessionId}/pay', { params, token: buyer.token });
    expect(again.status).toBe(409);
    const second = await t.call('POST /stripe/checkout-session', {
      body: { priceId: MONTHLY },
      token: buyer.token,
    });
    expect(second.status).toBe(409);
    expect(refusal(second).message).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);
  });

  it('refuses an unknown price with the field message, and a left checkout cannot be paid', async () => {
    const buyer = await signedInUser(t);
    const unknown = await t.call('POST /stripe/checkout-session', {
      body: { priceId: 'price_nope' },
      token: buyer.token,
    });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown).fields).toEqual({ priceId: SUBSCRIPTION_MESSAGES.price });
    const params = { sessionId: sessionIdOf((await checkout(t, buyer.token)).url) };
    const left = must(
      await t.call('POST /stripe/test-checkout/{sessionId}/cancel', { params, token: buyer.token }),
    );
    expect(left.data.status).toBe('expired');
    expect(
      (await t.call('POST /stripe/test-checkout/{sessionId}/pay', { params, token: buyer.token })).status,
    ).toBe(409);
    expect((await current(buyer.token)).subscription).toBeNull();
  });

  it('pauses until a day or until resumed, resumes, and keeps the paid period while paused', async () => {
    const buyer = await signedInUser(t);
    const { id } = await subscribe(t, buyer.token);
    const params = { id };
    const token = buyer.token;
    const past = await t.call('PATCH /stripe-subscriptions/{id}/pause', {
      params,
      body: { pauseUntil: '2020-01-01' },
      token,
    });
    expect(past.status).toBe(400);
    const tomorrowish = new Date(t.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    const paused = must(
      await t.call('PATCH /stripe-subscriptions/{id}/pause', {
        params,
        body: { pauseUntil: tomorrowish },
        token,
      }),
    );
    expect(paused.data).toMatchObject({ status: 'PAUSED', pauseUntil: `${tomorrowish}T00:00:00.000Z` });
    // Paused within the period paid for: still unlocked.
    expect((await current(token)).entitlements.createTeam).toBe(true);
    expect((await t.call('PATCH /stripe-subscriptions/{id}/pause', { params, body: {}, token })).status).toBe(
      409,
    );

    const resumed = must(await t.call('PATCH /stripe-subscriptions/{id}/resume', { params, token }));
    expect(resumed.data).toMatchObject({ status: 'ACTIVE', pauseUntil: null });
    expect((await t.call('PATCH /stripe-subscriptions/{id}/resume', { params, token })).status).toBe(409);

    const open = must(
      await t.call('PATCH /stripe-subscriptions/{id}/pause', { params, body: { pauseUntil: '' }, token }),
    );
    expect(open.data).toMatchObject({ status: 'PAUSED', pauseUntil: null });
    expect(must(await t.call('GET /stripe-subscriptions/{id}', { params, token })).data.status).toBe(
      'PAUSED',
    );
  });

  it('cancels at period end (still active), then cancels now: the wall is back and stays', async () => {
    const buyer = await signedInUser(t);
    const token = buyer.token;
    const { id } = await subscribe(t, token);
    const params = { id };
    const atEnd = must(
      await t.call('PATCH /stripe-subscriptions/{id}/cancel-at-period-end', { params, token }),
    );
    expect(atEnd.data).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect((await current(token)).entitlements.createTeam).toBe(true);

    const ended = must(await t.call('PATCH /stripe-subscriptions/{id}/cancel', { params, token }));
    expect(ended.data.status).toBe('CANCELED');
    expect(ended.data.canceledAt).not.toBeNull();
    expect((await addTeam(token)).status).toBe(403);
    for (const change of ['resume', 'cancel', 'cancel-at-period-end'] as const) {
      const refused = await t.request('PATCH', `/api/stripe-subscriptions/${id}/${change}`, undefined, {
        token,
      });
      expect(refused.status).toBe(409);
    }
    // An ended subscription can be bought again.
    const renewed = await subscribe(t, token);
    expect(renewed.id).not.toBe(id);
    expect((await current(token)).subscription?.id).toBe(renewed.id);
  });

  it('a removed account stops paying: "Remove account" and an admin’s delete cancel its subscription', async () => {
    const leaver = await signedInUser(t);
    const paused = await subscribe(t, leaver.token);
    must(
      await t.call('PATCH /stripe-subscriptions/{id}/pause', {
        params: { id: paused.id },
        body: {},
        token: leaver.token,
      }),
    );
    must(await t.call('DELETE /auth/delete-account', { token: leaver.token }));
    const statusOf = async (id: string) =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;
    expect(await statusOf(paused.id)).toBe('CANCELED');

    const removed = await signedInUser(t);
    const active = await subscribe(t, removed.token);
    const admin = await signedInAdmin(t);
    must(await t.call('DELETE /admin/users/{id}', { params: { id: removed.user.id }, token: admin.token }));
    expect(await statusOf(active.id)).toBe('CANCELED');
  });

  it('records each event once and answers another user’s subscription as not found', async () => {
    const buyer = await signedInUser(t);
    const stranger = await signedInUser(t);
    const { id } = await subscribe(t, buyer.token);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.provider).toBe('test');
    expect((await t.db.select().from(billingEvents)).length).toBeGreaterThanOrEqual(2);
    const params = { id };
    expect((await t.call('GET /stripe-subscriptions/{id}', { params, token: stranger.token })).status).toBe(
      404,
    );
    const paused = await t.call('PATCH /stripe-subscriptions/{id}/pause', {
      params,
      body: {},
      token: stranger.token,
    });
    expect(paused.status).toBe(404);
    const own = must(await t.call('GET /stripe-subscriptions/{id}', { params, token: buyer.token }));
    expect(own.data).toMatchObject({ status: 'ACTIVE' });
  });
});
