/**
 * The Stripe provider (official SDK) against a local stand-in for api.stripe.com: the requests it
 * sends for prices, checkout and each change, and a paid invoice lifting the team wall.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env';
import { signedInUser } from '../support/factories';
import { PRICE, SECRET_KEY, setupStripeTestApp } from '../support/stripe-test-app';
import { TEAM_BODY } from '../support/team-factories';
import { must } from '../support/tour-factories';

const { t, stripe, seconds, deliver, rowOf, stripeCustomer } = await setupStripeTestApp();

describe('Stripe provider', () => {
  it('lists the configured prices and creates a subscription checkout naming the buyer', async () => {
    const buyer = await signedInUser(t);
    const prices = must(await t.call('GET /stripe/prices', { token: buyer.token })).data;
    expect(prices).toEqual([
      { id: PRICE.id, name: 'Monthly', amount: 1900, currency: 'EUR', interval: 'month' },
    ]);
    const session = must(
      await t.call('POST /stripe/checkout-session', { body: { priceId: PRICE.id }, token: buyer.token }),
    ).data;
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE.id,
      'line_items[0][quantity]': '1',
      client_reference_id: buyer.user.id,
      customer_email: buyer.email,
      'subscription_data[metadata][userId]': buyer.user.id,
      success_url: 'http://roadie.test/dashboard/subscription?checkout=success',
      cancel_url: 'http://roadie.test/dashboard/subscription?checkout=canceled',
    });
    // The in-app test checkout does not exist with Stripe configured.
    const params = { sessionId: session.id };
    expect(
      (await t.call('GET /stripe/test-checkout/{sessionId}', { params, token: buyer.token })).status,
    ).toBe(404);
  });

  it('applies a paid invoice and the subscription’s update; the wall lifts', async () => {
    const { buyer, input, object } = await stripeCustomer();
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: object.customer,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: input.id, metadata: { userId: buyer.user.id } },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: 'il_1',
            period: { start: seconds(), end: input.periodEnd },
            pricing: { type: 'price_details', price_details: { price: PRICE.id } },
          },
        ],
      },
    };
    const paid = await deliver('invoice.payment_succeeded', invoice, {
      path: '/stripe/webhooks/invoice-payment-succeeded',
    });
    expect(paid.status).toBe(200);
    expect(await rowOf(input.id)).toMatchObject({
      userId: buyer.user.id,
      status: 'ACTIVE',
      provider: 'stripe',
      currentPeriodEnd: new Date(input.periodEnd * 1000),
    });
    expect(
      (
        await deliver('customer.subscription.updated', object, {
          path: '/stripe/webhooks/subscription-updated',
        })
      ).status,
    ).toBe(200);
    const current = must(await t.call('GET /stripe-subscriptions/current', { token: buyer.token })).data;
    expect(current).toMatchObject({
      subscription: { status: 'ACTIVE', priceId: PRICE.id },
      entitlements: { createTeam: true },
      testMode: false,
    });
    expect((await t.call('POST /workspace-teams', { body: TEAM_BODY, token: buyer.token })).status).toBe(201);
  });

  it('pauses (with and without a date), resumes and cancels through Stripe’s API', async () => {
    const { buyer, input, object } = await stripeCustomer();
    await deliver('customer.subscription.updated', object);
    const row = await rowOf(input.id);
    const params = { id: row?.id ?? '' };
    const token = buyer.token;
    const sentTo = () =>
      stripe.requests.filter((request) => request.path === `/v1/subscriptions/${input.id}`);

    const until = new Date(t.clock.now().getTime() + 5 * 86400000).toISOString().slice(0, 10);
    const paused = must(
      await t.call('PATCH /stripe-subscriptions/{id}/pause', { params, body: { pauseUntil: until }, token }),
    );
    expect(paused.data).toMatchObject({ status: 'PAUSED', pauseUntil: `${until}T00:00:00.000Z` });
    expect(sentTo().at(-1)).toMatchObject({
      method: 'POST',
      form: {
        'pause_collection[behavior]': 'void',
        'pause_collection[resumes_at]': String(Date.parse(`${until}T00:00:00Z`) / 1000),
      },
    });

    expect(must(await t.call('PATCH /stripe-subscriptions/{id}/resume', { params, token })).data.status).toBe(
      'ACTIVE',
    );
    expect(sentTo().at(-1)?.form).toEqual({ pause_collection: '' });

    must(await t.call('PATCH /stripe-subscriptions/{id}/pause', { params, body: {}, token }));
    expect(sentTo().at(-1)?.form).toEqual({ 'pause_collection[behavior]': 'void' });
    must(await t.call('PATCH /stripe-subscriptions/{id}/resume', { params, token }));

    const atEnd = must(
      await t.call('PATCH /stripe-subscriptions/{id}/cancel-at-period-end', { params, token }),
    );
    expect(atEnd.data).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect(sentTo().at(-1)?.form).toEqual({ cancel_at_period_end: 'true' });

    expect(must(await t.call('PATCH /stripe-subscriptions/{id}/cancel', { params, token })).data.status).toBe(
      'CANCELED',
    );
    expect(sentTo().at(-1)?.method).toBe('DELETE');
  });

  it('removing the account cancels its subscription at Stripe', async () => {
    const { buyer, input, object } = await stripeCustomer();
    await deliver('customer.subscription.updated', object);
    must(await t.call('DELETE /auth/delete-account', { token: buyer.token }));
    const sent = stripe.requests.filter((request) => request.path === `/v1/subscriptions/${input.id}`);
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect((await rowOf(input.id))?.status).toBe('CANCELED');
  });

  it('is chosen by STRIPE_*; half a setup refuses to start instead of selling in test mode', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/roadie-unused' };
    expect(loadConfig(base).stripe).toBeUndefined();
    const full = {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_IDS: 'a, b',
    };
    expect(loadConfig({ ...base, ...full }).stripe).toEqual({
      secretKey: SECRET_KEY,
      webhookSecret: 'whsec_1',
      priceIds: ['a', 'b'],
      apiBase: undefined,
    });
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, ...full, STRIPE_PRICE_IDS: ' ' })).toThrow(/STRIPE_PRICE_IDS/);
  });
});
