import { queryOptions } from '@tanstack/react-query';
import { fetchCurrentSubscription, fetchPrices, fetchTestCheckout } from './subscriptions.api';

/** Query keys and options for subscriptions; the only place these keys are spelled. */
export const subscriptionQueries = {
  all: ['subscriptions'] as const,
  current: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'current'] as const,
      queryFn: fetchCurrentSubscription,
    }),
  prices: () =>
    queryOptions({ queryKey: [...subscriptionQueries.all, 'prices'] as const, queryFn: fetchPrices }),
  testCheckout: (sessionId: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, 'test-checkout', sessionId] as const,
      queryFn: () => fetchTestCheckout(sessionId),
    }),
};
