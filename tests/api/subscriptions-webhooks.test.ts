/**
 * Stripe webhooks: the signature on the raw body and its 300 s tolerance, a type sent to the wrong
 * path, replays, events out of order, and a deleted subscription staying deleted.
 */
import { describe, expect, it } from 'vitest';
import { billingEvents } from '../../server/db/schema/index';
import { stripeSubscription } from '../support/fake-stripe';
import { setupStripeTestApp } from '../support/stripe-test-app';
import { refusal } from '../support/team-factories';

const { t, seconds, deliver, rowOf, stripeCustomer } = await setupStripeTestApp();

describe('Stripe webhooks', () => {
  it('refuses a wrong signature, a stale timestamp and a type the path is not for, changing nothing', async () => {
    const { input, object } = await stripeCustomer();
    const eventsBefore = (await t.db.select().from(billingEvents)).length;
    const forged = await deliver('customer.subscription.updated', object, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    const stale = await deliver('customer.subscription.updated', object, { at: seconds() - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await t.request(
      'POST',
      '/api/stripe/webhooks',
      JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated', data: { object } }),
    );
    expect(unsigned.status).toBe(400);
    const wrongPath = await deliver('customer.subscription.updated', object, {
      path: '/stripe/webhooks/subscription-deleted',
    });
    expect(wrongPath.status).toBe(400);
    expect(refusal(wrongPath).code).toBe('validation_failed');
    expect(await rowOf(input.id)).toBeUndefined();
    expect((await t.db.select().from(billingEvents)).length).toBe(eventsBefore);
    // Within the tolerance is fine; never the secrets in the log.
    expect((await deliver('customer.subscription.updated', object, { at: seconds() - 299 })).status).toBe(
      200,
    );
    expect(t.logger.lines.join('\n')).not.toMatch(/whsec_|sk_test_|v1=/);
  });

  it('applies a replayed event once, and never lets an older state overwrite a newer one', async () => {
    const { input, object } = await stripeCustomer();
    const at = seconds();
    const paused = stripeSubscription(input, { pause_collection: { behavior: 'void', resumes_at: null } });
    const first = await deliver('customer.subscription.updated', paused, { id: 'evt_pause', at });
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    const replay = await deliver('customer.subscription.updated', object, { id: 'evt_pause', at });
    expect(replay.body.data).toEqual({ received: true, duplicate: true });
    expect((await rowOf(input.id))?.status).toBe('PAUSED');
    // An update from before the pause arrives late: skipped.
    expect((await deliver('customer.subscription.updated', object, { at: at - 60 })).status).toBe(200);
    expect((await rowOf(input.id))?.status).toBe('PAUSED');
    // A newer one applies.
    await deliver('customer.subscription.updated', object, { at: at + 1 });
    expect((await rowOf(input.id))?.status).toBe('ACTIVE');
  });

  it('keeps a deleted subscription deleted, whatever arrives after', async () => {
    const { input, object } = await stripeCustomer();
    const at = seconds();
    const deleted = stripeSubscription(input, { status: 'canceled', canceled_at: at, ended_at: at });
    await deliver('customer.subscription.deleted', deleted, {
      at,
      path: '/stripe/webhooks/subscription-deleted',
    });
    expect((await rowOf(input.id))?.status).toBe('CANCELED');
    await deliver('customer.subscription.updated', object, { at: at + 5 });
    expect((await rowOf(input.id))?.status).toBe('CANCELED');
  });
});
