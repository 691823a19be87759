/**
 * The demo manager's subscription: a year of the test-mode provider's Yearly price, written by the
 * same apply code as a paid checkout (an invoice paid, then the subscription's state), so the
 * manager may create teams. The crew login has none and meets the subscription wall.
 */
import { randomUUID } from 'node:crypto';
import type { ProviderSubscription } from '../adapters/billing/billing-provider';
import { TEST_PRICES } from '../adapters/billing/test-mode-provider';
import type { Queryable } from '../db/client';
import type { AuthUser } from '../http/context';
import { applyBillingEvents } from '../modules/subscriptions/apply-event';

export async function seedDemoSubscription(tx: Queryable, manager: AuthUser, now: Date) {
  const yearly = TEST_PRICES.find((price) => price.interval === 'year');
  if (!yearly) throw new Error('test-mode prices lack a yearly one');
  const periodEnd = new Date(now);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  const subscription: ProviderSubscription = {
    providerSubscriptionId: `sub_test_demo_${manager.id}`,
    providerCustomerId: `cus_test_${manager.id}`,
    userId: manager.id,
    priceId: yearly.id,
    status: 'ACTIVE',
    currentPeriodEnd: periodEnd,
    pauseUntil: null,
    cancelAtPeriodEnd: false,
    canceledAt: null,
  };
  await applyBillingEvents(
    tx,
    'test',
    [
      {
        id: `evt_test_${randomUUID()}`,
        kind: 'invoice.payment_succeeded',
        occurredAt: now,
        payment: { ...subscription, periodEnd },
      },
      {
        id: `evt_test_${randomUUID()}`,
        kind: 'customer.subscription.updated',
        occurredAt: now,
        subscription,
      },
    ],
    now,
  );
}
