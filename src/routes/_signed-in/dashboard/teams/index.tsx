import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { TeamsScreen } from '../../../../features/teams/teams-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/')({
  component: TeamsScreen,
  errorComponent: RouteErrorFallback,
});
