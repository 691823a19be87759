import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { ProfileScreen } from '../../../../features/profile/profile-screen';

export const Route = createFileRoute('/_signed-in/dashboard/profile/')({
  component: ProfileScreen,
  errorComponent: RouteErrorFallback,
});
