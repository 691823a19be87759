import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { PersonalDetailsScreen } from '../../../../features/profile/personal-details-screen';

export const Route = createFileRoute('/_signed-in/dashboard/profile/personal-details')({
  component: PersonalDetailsScreen,
  errorComponent: RouteErrorFallback,
});
