import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { SubscriptionScreen } from '../../../../features/subscriptions/subscription-screen';

/** `?checkout=` is where checkout sends the buyer back (success, canceled, failed). */
const SubscriptionSearchSchema = v.object({
  checkout: v.fallback(v.optional(v.picklist(['success', 'canceled', 'failed'])), undefined),
});

export const Route = createFileRoute('/_signed-in/dashboard/subscription/')({
  validateSearch: SubscriptionSearchSchema,
  component: SubscriptionRoute,
  errorComponent: RouteErrorFallback,
});

function SubscriptionRoute() {
  const { checkout } = Route.useSearch();
  return <SubscriptionScreen checkout={checkout} />;
}
