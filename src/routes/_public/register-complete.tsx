import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterCompleteScreen } from '../../features/auth/register-complete-screen';

export const Route = createFileRoute('/_public/register-complete')({
  // A missing token is a broken link, shown as such by the screen rather than as a route error.
  validateSearch: v.object({ token: v.fallback(v.string(), '') }),
  component: RegisterCompleteRoute,
});

function RegisterCompleteRoute() {
  const { token } = Route.useSearch();
  return <RegisterCompleteScreen token={token} />;
}
