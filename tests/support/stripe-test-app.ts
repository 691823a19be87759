/**
 * An app with the Stripe provider configured against a local stand-in for api.stripe.com
 * (tests/support/fake-stripe.ts), and the helpers its tests share: signed webhook delivery,
 * a Stripe customer with a subscription, our row for it.
 */
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { subscriptions } from '../../server/db/schema/index';
import { signedInUser } from './factories';
import { type FakeSubscriptionInput, signed, startFakeStripe } from './fake-stripe';
import { setupTestApp } from './test-app';

export const SECRET_KEY = 'sk_test_never_logged_0123456789';
export const WEBHOOK_SECRET = 'whsec_never_logged_0123456789';
export const PRICE = {
  id: 'price_monthly',
  object: 'price',
  nickname: 'Monthly',
  unit_amount: 1900,
  currency: 'eur',
  recurring: { interval: 'month' },
  product: { id: 'prod_1', name: 'Roadie' },
};

export async function setupStripeTestApp() {
  const stripe = await startFakeStripe([PRICE]);
  afterAll(() => stripe.close());
  const t = await setupTestApp({
    config: {
      stripe: {
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        priceIds: [PRICE.id],
        apiBase: stripe.url,
      },
    },
  });
  const seconds = () => Math.floor(t.clock.now().getTime() / 1000);
  let serial = 0;

  /** Delivers a signed event to a webhook path, as Stripe would at `at` (default: now). */
  async function deliver(
    type: string,
    object: Record<string, unknown>,
    options: { at?: number; id?: string; path?: string; secret?: string } = {},
  ) {
    const at = options.at ?? seconds();
    serial += 1;
    const event = { id: options.id ?? `evt_${serial}`, type, created: at, data: { object } };
    const { body, signature } = signed(options.secret ?? WEBHOOK_SECRET, event, at);
    return t.request<{ data: { received: boolean; duplicate: boolean } }>(
      'POST',
      `/api${options.path ?? '/stripe/webhooks'}`,
      body,
      { headers: { 'stripe-signature': signature, 'content-type': 'application/json' } },
    );
  }

  async function rowOf(providerSubscriptionId: string) {
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    return row;
  }

  /** A signed-in buyer whose subscription Stripe holds (as after a paid checkout). */
  async function stripeCustomer() {
    const buyer = await signedInUser(t);
    serial += 1;
    const input: FakeSubscriptionInput = {
      id: `sub_${serial}`,
      userId: buyer.user.id,
      priceId: PRICE.id,
      periodEnd: seconds() + 30 * 86400,
    };
    return { buyer, input, object: stripe.addSubscription(input) };
  }

  return { t, stripe, seconds, deliver, rowOf, stripeCustomer };
}
