import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminCountryScreen } from '../../../../features/admin/admin-country-screen';

export const Route = createFileRoute('/_signed-in/admin/countries/$countryId')({
  component: AdminCountryRoute,
  errorComponent: RouteErrorFallback,
});

function AdminCountryRoute() {
  const { countryId } = Route.useParams();
  return <AdminCountryScreen code={countryId} />;
}
