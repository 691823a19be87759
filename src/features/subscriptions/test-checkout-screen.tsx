import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { leaveTestCheckout, payTestCheckout } from '../../api/subscriptions.api';
import { subscriptionQueries } from '../../api/subscriptions.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { Button } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { priceLabel } from './subscription-labels';
import type { CheckoutOutcome } from './use-checkout-outcome';

/**
 * The test-mode provider's checkout page, standing in for Stripe's: Pay completes the session
 * (the server applies the same events a real payment sends), Cancel leaves without buying. Both
 * go back to the subscription page with the outcome, as Stripe's return URLs do.
 */
export function TestCheckoutScreen({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const session = useQuery(subscriptionQueries.testCheckout(sessionId));
  const back = (checkout: CheckoutOutcome) =>
    navigate({ to: '/dashboard/subscription', search: { checkout } });
  const pay = useMutation({
    mutationFn: () => payTestCheckout(sessionId),
    onSuccess: () => back('success'),
    onError: () => back('failed'),
  });
  const leave = useMutation({
    mutationFn: () => leaveTestCheckout(sessionId),
    onSettled: () => back('canceled'),
  });
  const data = session.data;
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4">
      <PageTitle title="Checkout" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Checkout (test mode)</h1>
      {!data ? (
        <LoadState query={session} subject="the checkout" notFoundTitle="Checkout not found" />
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <p className="text-slate-900 dark:text-white">
            <span className="font-semibold">{data.price.name}</span> · {priceLabel(data.price)}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No card is charged: this page stands in for the payment provider while it is not set up.
          </p>
          {data.status === 'open' ? (
            <div className="flex gap-2">
              <Button
                isPending={pay.isPending}
                disabled={!isOnline || leave.isPending}
                onClick={() => pay.mutate()}
              >
                Pay
              </Button>
              <Button
                variant="secondary"
                isPending={leave.isPending}
                disabled={!isOnline || pay.isPending}
                onClick={() => leave.mutate()}
              >
                Cancel
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">This checkout is no longer open.</p>
          )}
        </div>
      )}
    </section>
  );
}
