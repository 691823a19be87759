import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisterConfirmScreen } from '../../features/auth/register-confirm-screen';

export const Route = createFileRoute('/_public/register-confirm')({
  validateSearch: v.object({ email: v.optional(v.string()) }),
  component: RegisterConfirmRoute,
});

function RegisterConfirmRoute() {
  const { email } = Route.useSearch();
  return <RegisterConfirmScreen email={email} />;
}
