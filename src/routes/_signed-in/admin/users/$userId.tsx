import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminUserScreen } from '../../../../features/admin/admin-user-screen';

export const Route = createFileRoute('/_signed-in/admin/users/$userId')({
  component: AdminUserRoute,
  errorComponent: RouteErrorFallback,
});

function AdminUserRoute() {
  const { userId } = Route.useParams();
  return <AdminUserScreen userId={userId} />;
}
