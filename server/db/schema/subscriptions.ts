/**
 * Subscriptions and the billing provider's events. A subscription row mirrors the provider's
 * subscription (Stripe's, or the local test-mode provider's); webhook events are recorded by their
 * provider id so a replayed event is applied once, and `providerUpdatedAt` keeps an older event
 * from overwriting a newer state when they arrive out of order.
 */
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '#contract/subscriptions';
import { users } from './users';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    priceId: text('price_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** "Active till": the end of the period paid for. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Null while paused means paused until resumed by hand. */
    pauseUntil: timestamp('pause_until', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The provider's time of the state stored here: older events never overwrite it. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_unique').on(t.provider, t.providerSubscriptionId),
  ],
);

/** Every provider event applied, by its id: a replay finds its row and changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
