/**
 * Stripe through its official SDK. Pause = `pause_collection` (behavior void; `resumes_at` when a
 * date is given), resume = clearing it, cancel = `subscriptions.cancel`, at period end =
 * `cancel_at_period_end`. Webhooks are verified on the RAW body with a 300 s tolerance.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Price } from '#contract/subscriptions';
import {
  type BillingEvent,
  type BillingProvider,
  BillingRefused,
  type ProviderSubscription,
  WebhookRejected,
} from './billing-provider';
import { billingEventOf, subscriptionOf } from './stripe-objects';

/** STRIPE_* settings. Holds secrets: never logged. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceIds: string[];
  /** STRIPE_API_BASE: a stand-in for api.stripe.com (tests); unset = Stripe itself. */
  apiBase: string | undefined;
}

export const WEBHOOK_TOLERANCE_SECONDS = 300;
const PRICE_CACHE_MS = 10 * 60 * 1000;

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 1 };
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  };
}

const intervalOf = (price: Stripe.Price): Price['interval'] =>
  price.recurring?.interval === 'year' ? 'year' : 'month';

export function stripeProvider(settings: StripeSettings, now: () => Date): BillingProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  let priceCache: { at: number; prices: Price[] } | undefined;

  /** Our own change, applied at once: to the second, as Stripe's events are, so theirs can follow. */
  function changed(subscription: Stripe.Subscription, deleted = false): BillingEvent {
    return {
      id: `local_${randomUUID()}`,
      kind: deleted ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      occurredAt: new Date(Math.floor(now().getTime() / 1000) * 1000),
      subscription: subscriptionOf(subscription),
    };
  }

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Stripe refusing the request (unknown id, wrong state) is the caller's problem, not a 500.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new BillingRefused(error.message);
      throw error;
    }
  }

  return {
    name: 'stripe',
    async listPrices() {
      // Prices change rarely: asked of Stripe at most every 10 minutes, not on every page view.
      if (priceCache && now().getTime() - priceCache.at < PRICE_CACHE_MS) return priceCache.prices;
      const retrieved = await Promise.all(
        settings.priceIds.map((id) => stripe.prices.retrieve(id, { expand: ['product'] })),
      );
      const prices = retrieved.map((price) => ({
        id: price.id,
        name:
          price.nickname ??
          (typeof price.product === 'object' && 'name' in price.product ? price.product.name : price.id),
        amount: price.unit_amount ?? 0,
        currency: price.currency.toUpperCase(),
        interval: intervalOf(price),
      }));
      priceCache = { at: now().getTime(), prices };
      return prices;
    },
    async createCheckoutSession(request) {
      if (!settings.priceIds.includes(request.priceId)) throw new BillingRefused('Unknown price');
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: request.priceId, quantity: 1 }],
          client_reference_id: request.userId,
          customer_email: request.email,
          // Every later event of the subscription names its owner through this metadata.
          subscription_data: { metadata: { userId: request.userId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async pause(current: ProviderSubscription, resumesAt: Date | null) {
      const pause_collection = resumesAt
        ? { behavior: 'void' as const, resumes_at: Math.floor(resumesAt.getTime() / 1000) }
        : { behavior: 'void' as const };
      return changed(
        await call(() => stripe.subscriptions.update(current.providerSubscriptionId, { pause_collection })),
      );
    },
    async resume(current) {
      return changed(
        await call(() =>
          stripe.subscriptions.update(current.providerSubscriptionId, { pause_collection: '' }),
        ),
      );
    },
    async cancelNow(current) {
      return changed(await call(() => stripe.subscriptions.cancel(current.providerSubscriptionId)), true);
    },
    async cancelAtPeriodEnd(current) {
      return changed(
        await call(() =>
          stripe.subscriptions.update(current.providerSubscriptionId, { cancel_at_period_end: true }),
        ),
      );
    },
    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookRejected('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // The app's clock (milliseconds, as the SDK takes it), so tests can age a signature.
          now().getTime(),
        );
      } catch (error) {
        throw new WebhookRejected(error instanceof Error ? error.message : 'invalid webhook');
      }
      return billingEventOf(event);
    },
  };
}
