import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { AdminListSearchSchema } from '../../../features/admin/admin-route-search';
import { AdminWorkspacesScreen } from '../../../features/admin/admin-workspaces-screen';

/** `?search=&page=` is the address: shareable, and Back works. */
export const Route = createFileRoute('/_signed-in/admin/workspaces')({
  validateSearch: AdminListSearchSchema,
  component: AdminWorkspacesRoute,
  errorComponent: RouteErrorFallback,
});

function AdminWorkspacesRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminWorkspacesScreen filter={filter} onFilter={(next) => void navigate({ search: next })} />;
}
