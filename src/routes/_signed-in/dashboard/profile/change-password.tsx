import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { ChangePasswordForm } from '../../../../features/profile/change-password-form';

export const Route = createFileRoute('/_signed-in/dashboard/profile/change-password')({
  component: ChangePasswordForm,
  errorComponent: RouteErrorFallback,
});
