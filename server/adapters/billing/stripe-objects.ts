/** Stripe's objects → the provider-neutral shapes of billing-provider.ts. */
import type Stripe from 'stripe';
import type { SubscriptionStatus } from '#contract/subscriptions';
import type { BillingEvent, InvoicePayment, ProviderSubscription } from './billing-provider';

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe pauses by `pause_collection` on an otherwise active subscription: that is our PAUSED. */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  switch (subscription.status) {
    case 'canceled':
    case 'incomplete_expired':
      return 'CANCELED';
    case 'past_due':
    case 'unpaid':
      return 'PAST_DUE';
    case 'incomplete':
      return 'INCOMPLETE';
    case 'paused':
      return 'PAUSED';
    default:
      return subscription.pause_collection ? 'PAUSED' : 'ACTIVE';
  }
}

export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items?.data ?? [];
  // Since API 2025-03-31 the period lives on the items; the subscription is paid until the last one.
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    priceId: items[0]?.price?.id ?? '',
    status: statusOf(subscription),
    currentPeriodEnd: dateOf(periodEnd),
    pauseUntil: dateOf(subscription.pause_collection?.resumes_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: dateOf(subscription.canceled_at ?? subscription.ended_at),
  };
}

/** A paid invoice of a subscription; null for one-off invoices (not ours). */
export function invoicePaymentOf(invoice: Stripe.Invoice): InvoicePayment | null {
  const details = invoice.parent?.subscription_details;
  const providerSubscriptionId = idOf(details?.subscription);
  if (!providerSubscriptionId) return null;
  const line = invoice.lines?.data?.[0];
  return {
    providerSubscriptionId,
    providerCustomerId: idOf(invoice.customer),
    userId: details?.metadata?.userId ?? null,
    priceId: idOf(line?.pricing?.price_details?.price) ?? '',
    periodEnd: dateOf(line?.period?.end),
  };
}

/** The three event types the product uses; any other verified event is acknowledged and ignored. */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'invoice.payment_succeeded': {
      const payment = invoicePaymentOf(event.data.object);
      return payment ? { id: event.id, kind: event.type, occurredAt, payment } : null;
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        id: event.id,
        kind: event.type,
        occurredAt,
        subscription: subscriptionOf(event.data.object),
      };
    default:
      return null;
  }
}
