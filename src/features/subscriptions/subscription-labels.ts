import type { Price, SubscriptionStatus } from '#contract/subscriptions';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  INCOMPLETE: 'Awaiting payment',
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  PAST_DUE: 'Payment overdue',
  CANCELED: 'Cancelled',
};

/** 1500, 'EUR', 'month' → '€15.00 / month'. */
export function priceLabel(price: Pick<Price, 'amount' | 'currency' | 'interval'>): string {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(
    price.amount / 100,
  );
  return `${money} / ${price.interval}`;
}

/** An instant → its UTC day, 'Sat, May 1, 2027' (the provider's periods are whole days). */
export const dayOf = (iso: string) => iso.slice(0, 10);
