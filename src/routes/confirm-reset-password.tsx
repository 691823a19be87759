import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmResetPasswordForm } from '../features/auth/confirm-reset-password-form';
import { PublicLayout } from '../ui/public-layout';

/** Outside `_public` on purpose: the link from the e-mail must work while signed in too. */
export const Route = createFileRoute('/confirm-reset-password')({
  validateSearch: v.object({ token: v.fallback(v.string(), '') }),
  component: ConfirmResetPasswordRoute,
});

function ConfirmResetPasswordRoute() {
  const { token } = Route.useSearch();
  return (
    <PublicLayout>
      <ConfirmResetPasswordForm token={token} />
    </PublicLayout>
  );
}
