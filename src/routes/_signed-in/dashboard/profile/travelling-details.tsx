import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { TravellingDetailsScreen } from '../../../../features/profile/travelling-details-screen';

export const Route = createFileRoute('/_signed-in/dashboard/profile/travelling-details')({
  component: TravellingDetailsScreen,
  errorComponent: RouteErrorFallback,
});
