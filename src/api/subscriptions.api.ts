import * as v from 'valibot';
import {
  CheckoutSessionSchema,
  CurrentSubscriptionSchema,
  PriceSchema,
  SubscriptionSchema,
  TestCheckoutSchema,
} from '#contract/subscriptions';
import { apiRequest } from './client';

const subscriptionPath = (id: string) => `/stripe-subscriptions/${encodeURIComponent(id)}`;
const testCheckoutPath = (sessionId: string) => `/stripe/test-checkout/${encodeURIComponent(sessionId)}`;

export const fetchPrices = () => apiRequest('/stripe/prices', v.array(PriceSchema));
export const fetchCurrentSubscription = () =>
  apiRequest('/stripe-subscriptions/current', CurrentSubscriptionSchema);
export const startCheckout = (priceId: string) =>
  apiRequest('/stripe/checkout-session', CheckoutSessionSchema, { method: 'POST', body: { priceId } });

/** `pauseUntil`: a day `YYYY-MM-DD`, or '' for "until resumed". */
export const pauseSubscription = (id: string, pauseUntil: string) =>
  apiRequest(`${subscriptionPath(id)}/pause`, SubscriptionSchema, { method: 'PATCH', body: { pauseUntil } });
export const resumeSubscription = (id: string) =>
  apiRequest(`${subscriptionPath(id)}/resume`, SubscriptionSchema, { method: 'PATCH' });
export const cancelSubscription = (id: string) =>
  apiRequest(`${subscriptionPath(id)}/cancel`, SubscriptionSchema, { method: 'PATCH' });
export const cancelSubscriptionAtPeriodEnd = (id: string) =>
  apiRequest(`${subscriptionPath(id)}/cancel-at-period-end`, SubscriptionSchema, { method: 'PATCH' });

export const fetchTestCheckout = (sessionId: string) =>
  apiRequest(testCheckoutPath(sessionId), TestCheckoutSchema);
export const payTestCheckout = (sessionId: string) =>
  apiRequest(`${testCheckoutPath(sessionId)}/pay`, TestCheckoutSchema, { method: 'POST' });
export const leaveTestCheckout = (sessionId: string) =>
  apiRequest(`${testCheckoutPath(sessionId)}/cancel`, TestCheckoutSchema, { method: 'POST' });
