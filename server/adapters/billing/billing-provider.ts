/**
 * The billing provider behind /stripe and /stripe-subscriptions: Stripe (stripe-provider.ts) when
 * STRIPE_* is configured, else the local test-mode provider (test-mode-provider.ts). Both hand
 * back the same normalized events, which ONE apply function stores (modules/subscriptions/apply-event.ts).
 */
import type { Price, SubscriptionStatus } from '#contract/subscriptions';

/** A provider subscription as the provider sees it (what a row of `subscriptions` mirrors). */
export interface ProviderSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  /** Ours, carried in the provider's metadata from checkout on: whose subscription this is. */
  userId: string | null;
  priceId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  pauseUntil: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/** A paid invoice: it says little about the subscription besides "paid until". */
export interface InvoicePayment {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  userId: string | null;
  priceId: string;
  periodEnd: Date | null;
}

interface EventBase {
  /** The provider's event id: a replay of the same id is applied once. */
  id: string;
  /** The provider's time of the state carried: an older event never overwrites a newer state. */
  occurredAt: Date;
}

export type BillingEvent =
  | (EventBase & { kind: 'invoice.payment_succeeded'; payment: InvoicePayment })
  | (EventBase & {
      kind: 'customer.subscription.updated' | 'customer.subscription.deleted';
      subscription: ProviderSubscription;
    });

export type BillingEventKind = BillingEvent['kind'];

export interface CheckoutRequest {
  userId: string;
  email: string;
  priceId: string;
  /** Where the provider sends the buyer back to, paid or not. */
  successUrl: string;
  cancelUrl: string;
}

/** A webhook whose signature, timestamp or body does not check out: 400, nothing stored. */
export class WebhookRejected extends Error {}

/** An operation on a subscription the provider refused (unknown id, wrong state). */
export class BillingRefused extends Error {}

export interface TestSession {
  id: string;
  userId: string;
  price: Price;
  status: 'open' | 'complete' | 'expired';
}

/** What only the test-mode provider has: the sessions of its in-app checkout page. */
export interface TestCheckouts {
  /** Someone else's session is as absent as an unknown one. */
  get(sessionId: string, userId: string): TestSession | undefined;
  /** "Pay": the session completes and the subscription starts, in the events Stripe would send. */
  pay(sessionId: string, userId: string): BillingEvent[];
  /** "Cancel" on the checkout page: nothing is bought. */
  abandon(sessionId: string, userId: string): void;
}

export interface BillingProvider {
  readonly name: 'stripe' | 'test';
  /** Test mode only: its in-app checkout page. */
  readonly testCheckouts?: TestCheckouts;
  listPrices(): Promise<Price[]>;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /**
   * Each change answers the event that describes the new state, applied at once so the screen
   * shows it; the provider's own webhook for the same change later finds it applied.
   * `current` is our copy (the test-mode provider keeps no state of its own between restarts).
   */
  pause(current: ProviderSubscription, resumesAt: Date | null): Promise<BillingEvent>;
  resume(current: ProviderSubscription): Promise<BillingEvent>;
  cancelNow(current: ProviderSubscription): Promise<BillingEvent>;
  cancelAtPeriodEnd(current: ProviderSubscription): Promise<BillingEvent>;
  /**
   * Verifies a webhook on its RAW body and signature header, then normalizes it; null for an
   * event type we do not use. Throws WebhookRejected.
   */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent | null;
}
