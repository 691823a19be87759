/**
 * The billing provider of a machine without Stripe keys (`npm start`): prices in code, a checkout
 * page inside the app (/dashboard/subscription/test-checkout) whose "Pay" completes the session,
 * and the same events Stripe would send — invoice payment succeeded, subscription updated or
 * deleted — applied by the same code as real webhooks. No card, no network.
 *
 * Open checkout sessions live in this process only (a restart forgets them: start checkout again);
 * subscriptions are our database's rows, so pause/resume/cancel work from our copy.
 */
import { randomUUID } from 'node:crypto';
import type { Price } from '#contract/subscriptions';
import {
  type BillingEvent,
  type BillingProvider,
  BillingRefused,
  type ProviderSubscription,
  type TestCheckouts,
  type TestSession,
  WebhookRejected,
} from './billing-provider';

export const TEST_PRICES: Price[] = [
  { id: 'price_test_monthly', name: 'Monthly', amount: 1500, currency: 'EUR', interval: 'month' },
  { id: 'price_test_yearly', name: 'Yearly', amount: 15000, currency: 'EUR', interval: 'year' },
];

function periodEnd(from: Date, interval: Price['interval']): Date {
  const end = new Date(from);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

export function testModeProvider(now: () => Date): BillingProvider {
  const sessions = new Map<string, TestSession>();
  const event = (
    kind: 'customer.subscription.updated' | 'customer.subscription.deleted',
    subscription: ProviderSubscription,
  ): BillingEvent => ({ id: `evt_test_${randomUUID()}`, kind, occurredAt: now(), subscription });

  /** A session of someone else is as absent as an unknown one. */
  const own = (sessionId: string, userId: string) => {
    const session = sessions.get(sessionId);
    return session && session.userId === userId ? session : undefined;
  };

  const checkouts: TestCheckouts = {
    get: own,
    pay(sessionId, userId) {
      const session = own(sessionId, userId);
      if (!session) throw new BillingRefused('Unknown checkout session');
      if (session.status !== 'open') throw new BillingRefused('Checkout session is not open');
      session.status = 'complete';
      const start = now();
      const subscription: ProviderSubscription = {
        providerSubscriptionId: `sub_test_${randomUUID()}`,
        providerCustomerId: `cus_test_${userId}`,
        userId,
        priceId: session.price.id,
        status: 'ACTIVE',
        currentPeriodEnd: periodEnd(start, session.price.interval),
        pauseUntil: null,
        cancelAtPeriodEnd: false,
        canceledAt: null,
      };
      return [
        {
          id: `evt_test_${randomUUID()}`,
          kind: 'invoice.payment_succeeded',
          occurredAt: start,
          payment: { ...subscription, periodEnd: subscription.currentPeriodEnd },
        },
        event('customer.subscription.updated', subscription),
      ];
    },
    abandon(sessionId, userId) {
      const session = own(sessionId, userId);
      if (session?.status === 'open') session.status = 'expired';
    },
  };

  return {
    name: 'test',
    testCheckouts: checkouts,
    async listPrices() {
      return TEST_PRICES;
    },
    async createCheckoutSession(request) {
      const price = TEST_PRICES.find((candidate) => candidate.id === request.priceId);
      if (!price) throw new BillingRefused('Unknown price');
      const id = `cs_test_${randomUUID()}`;
      sessions.set(id, { id, userId: request.userId, price, status: 'open' });
      // A path, not an absolute URL: the checkout is our own page, so it opens on whichever origin
      // the buyer is signed in on (APP_URL may name `localhost` while they browse `127.0.0.1`).
      return { id, url: `/dashboard/subscription/test-checkout?session=${id}` };
    },
    async pause(current, resumesAt) {
      return event('customer.subscription.updated', { ...current, status: 'PAUSED', pauseUntil: resumesAt });
    },
    async resume(current) {
      return event('customer.subscription.updated', { ...current, status: 'ACTIVE', pauseUntil: null });
    },
    async cancelNow(current) {
      return event('customer.subscription.deleted', {
        ...current,
        status: 'CANCELED',
        pauseUntil: null,
        canceledAt: now(),
      });
    },
    async cancelAtPeriodEnd(current) {
      return event('customer.subscription.updated', { ...current, cancelAtPeriodEnd: true });
    },
    parseWebhook() {
      // Test mode delivers its events in-process; nothing from outside may pose as one.
      throw new WebhookRejected('webhooks are not accepted in test mode');
    },
  };
}
