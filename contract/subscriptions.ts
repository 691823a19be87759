/**
 * Subscriptions: what a person pays for, through the billing provider (Stripe, or the local
 * test-mode provider when Stripe is not configured). One current subscription per user.
 */
import * as v from 'valibot';
import { IsoDateTimeSchema, opaqueString } from './common';
import { CalendarDateSchema } from './dates';
import { MESSAGES } from './messages';

/** The subscription's own state; a user without a row has none ('NONE' in the admin filter). */
export const SUBSCRIPTION_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAUSED', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SubscriptionStatusSchema = v.picklist(SUBSCRIPTION_STATUSES);

export const SUBSCRIPTION_MESSAGES = {
  price: 'Choose a price',
  pauseUntil: 'Pause until must be a day after today',
  alreadySubscribed: 'You already have a subscription',
  notActive: 'Only an active subscription can be paused',
  notPaused: 'Only a paused subscription can be resumed',
  ended: 'This subscription has already ended',
  checkoutClosed: 'This checkout is no longer open',
  testModeOnly: 'This checkout only exists in test mode',
} as const;

/** A price the provider sells; `amount` in minor units of `currency`. */
export const PriceSchema = v.object({
  id: v.string(),
  name: v.string(),
  amount: v.number(),
  currency: v.string(),
  interval: v.picklist(['month', 'year']),
});
export type Price = v.InferOutput<typeof PriceSchema>;

export const SubscriptionSchema = v.object({
  id: v.string(),
  provider: v.picklist(['stripe', 'test']),
  status: SubscriptionStatusSchema,
  priceId: v.string(),
  /** "Active till": the end of the period paid for. */
  currentPeriodEnd: v.nullable(IsoDateTimeSchema),
  /** While PAUSED: the day collection resumes; null = until resumed by hand. */
  pauseUntil: v.nullable(IsoDateTimeSchema),
  cancelAtPeriodEnd: v.boolean(),
  canceledAt: v.nullable(IsoDateTimeSchema),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

/** What the caller's subscription unlocks (server/modules/subscriptions/entitlements.ts decides). */
export const EntitlementsSchema = v.object({ createTeam: v.boolean() });
export type Entitlements = v.InferOutput<typeof EntitlementsSchema>;

export const CurrentSubscriptionSchema = v.object({
  subscription: v.nullable(SubscriptionSchema),
  entitlements: EntitlementsSchema,
  /** True when the local test-mode provider stands in for Stripe (no card is charged). */
  testMode: v.boolean(),
});
export type CurrentSubscription = v.InferOutput<typeof CurrentSubscriptionSchema>;

export const CheckoutBodySchema = v.object({
  priceId: v.pipe(opaqueString(200, SUBSCRIPTION_MESSAGES.price), v.nonEmpty(SUBSCRIPTION_MESSAGES.price)),
});
export const CheckoutSessionSchema = v.object({ id: v.string(), url: v.string() });

/** Pause: empty or null `pauseUntil` = paused until resumed by hand. */
export const PauseBodySchema = v.object({
  pauseUntil: v.optional(
    v.nullable(v.union([v.literal(''), CalendarDateSchema], SUBSCRIPTION_MESSAGES.pauseUntil)),
    null,
  ),
});

/** The in-app test checkout page's session (test mode only). */
export const TestCheckoutSchema = v.object({
  id: v.string(),
  status: v.picklist(['open', 'complete', 'expired']),
  price: PriceSchema,
});
export const TestCheckoutParamSchema = v.object({ sessionId: opaqueString(100, MESSAGES.required) });

/** The answer to a provider's webhook. */
export const WebhookReceiptSchema = v.object({ received: v.literal(true), duplicate: v.boolean() });
