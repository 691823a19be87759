/**
 * Subscriptions: what a person pays for, through the billing provider (Stripe, or the local
 * test-mode provider when Stripe is not configured). One current subscription per user.
 */
import * as v from 'valibot';

/** The subscription's own state; a user without a row has none ('NONE' in the admin filter). */
export const SUBSCRIPTION_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAUSED', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SubscriptionStatusSchema = v.picklist(SUBSCRIPTION_STATUSES);
