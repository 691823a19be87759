import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AdminCreateCountryScreen } from '../../../../features/admin/admin-create-country-screen';

export const Route = createFileRoute('/_signed-in/admin/countries/create')({
  component: AdminCreateCountryScreen,
  errorComponent: RouteErrorFallback,
});
