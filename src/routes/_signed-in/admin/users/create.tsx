import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminCreateUserScreen } from '../../../../features/admin/admin-create-user-screen';

export const Route = createFileRoute('/_signed-in/admin/users/create')({
  component: AdminCreateUserScreen,
  errorComponent: RouteErrorFallback,
});
