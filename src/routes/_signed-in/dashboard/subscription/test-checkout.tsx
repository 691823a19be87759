import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { TestCheckoutScreen } from '../../../../features/subscriptions/test-checkout-screen';

const TestCheckoutSearchSchema = v.object({ session: v.fallback(v.string(), '') });

export const Route = createFileRoute('/_signed-in/dashboard/subscription/test-checkout')({
  validateSearch: TestCheckoutSearchSchema,
  component: TestCheckoutRoute,
  errorComponent: RouteErrorFallback,
});

function TestCheckoutRoute() {
  const { session } = Route.useSearch();
  return <TestCheckoutScreen sessionId={session} />;
}
