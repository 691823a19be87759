import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '#contract/messages';
import { startCheckout } from '../../api/subscriptions.api';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { priceLabel } from './subscription-labels';

/** The prices on sale, each with Buy: off to the checkout page (Stripe's, or the in-app test one). */
export function PriceList({ testMode }: { testMode: boolean }) {
  const isOnline = useIsOnline();
  const prices = useQuery(subscriptionQueries.prices());
  const buy = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast.error(MESSAGES.subscriptionPurchaseFailed),
  });
  if (!prices.data) return <LoadState query={prices} subject="the prices" notFoundTitle="Prices not found" />;
  return (
    <div className="flex flex-col gap-3">
      {testMode ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Test mode: no card is charged. The checkout page has a Pay button.
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {prices.data.map((price) => (
          <li
            key={price.id}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="font-semibold text-slate-900 dark:text-white">{price.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{priceLabel(price)}</span>
            <Button
              aria-label={`Buy ${price.name}`}
              disabled={!isOnline || (buy.isPending && buy.variables !== price.id)}
              isPending={buy.isPending && buy.variables === price.id}
              onClick={() => buy.mutate(price.id)}
            >
              Buy
            </Button>
          </li>
        ))}
      </ul>
      {isOnline ? null : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          You're offline — buying needs a connection.
        </p>
      )}
    </div>
  );
}
