import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { AdminEventsScreen } from '../../../features/admin/admin-events-screen';
import { AdminEventsSearchSchema } from '../../../features/admin/admin-route-search';

/** `?tourId=&type=&from=&to=&page=` is the address: the Tours screen links here with a tour. */
export const Route = createFileRoute('/_signed-in/admin/events')({
  validateSearch: AdminEventsSearchSchema,
  component: AdminEventsRoute,
  errorComponent: RouteErrorFallback,
});

function AdminEventsRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminEventsScreen filter={filter} onFilter={(next) => void navigate({ search: next })} />;
}
