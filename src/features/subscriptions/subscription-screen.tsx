import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { PriceList } from './price-list';
import { SubscriptionCard } from './subscription-card';
import { type CheckoutOutcome, useCheckoutOutcome } from './use-checkout-outcome';

/** Subscription: the current one and its actions, or the prices to buy one. */
export function SubscriptionScreen({ checkout }: { checkout?: CheckoutOutcome }) {
  useCheckoutOutcome(checkout);
  // Back from a paid Stripe checkout, its webhook may still be on its way: ask again until it landed.
  const [awaitingPayment] = useState(checkout === 'success');
  const current = useQuery({
    ...subscriptionQueries.current(),
    refetchInterval: (query) => {
      const status = query.state.data?.subscription?.status;
      const waiting = awaitingPayment && (!status || status === 'CANCELED');
      // About half a minute at most; after that a reload shows it.
      return waiting && query.state.dataUpdateCount < 15 ? 2000 : false;
    },
  });
  const prices = useQuery(subscriptionQueries.prices());
  const data = current.data;
  const subscription = data?.subscription ?? null;
  const priceName = prices.data?.find((price) => price.id === subscription?.priceId)?.name ?? 'Subscription';
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle title="Subscription" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Subscription</h1>
      {!data ? (
        <LoadState query={current} subject="your subscription" notFoundTitle="Subscription not found" />
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data.entitlements.createTeam
              ? 'Your subscription lets you add teams for your crew.'
              : 'A subscription lets you add teams for your crew.'}
          </p>
          {subscription ? <SubscriptionCard subscription={subscription} priceName={priceName} /> : null}
          {!subscription || subscription.status === 'CANCELED' ? (
            <>
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Choose a plan</h2>
              <PriceList testMode={data.testMode} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
