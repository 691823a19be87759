import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminCountriesScreen } from '../../../../features/admin/admin-countries-screen';
import { AdminListSearchSchema } from '../../../../features/admin/admin-route-search';

/** `?search=` is the address: shareable, and Back works. */
export const Route = createFileRoute('/_signed-in/admin/countries/')({
  validateSearch: AdminListSearchSchema,
  component: AdminCountriesRoute,
  errorComponent: RouteErrorFallback,
});

function AdminCountriesRoute() {
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminCountriesScreen search={search} onSearch={(next) => void navigate({ search: { search: next } })} />
  );
}
