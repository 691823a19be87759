import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { AdminListSearchSchema } from '../../../features/admin/admin-route-search';
import { AdminToursScreen } from '../../../features/admin/admin-tours-screen';

/** `?search=&page=` is the address: shareable, and Back works. */
export const Route = createFileRoute('/_signed-in/admin/tours')({
  validateSearch: AdminListSearchSchema,
  component: AdminToursRoute,
  errorComponent: RouteErrorFallback,
});

function AdminToursRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminToursScreen filter={filter} onFilter={(next) => void navigate({ search: next })} />;
}
