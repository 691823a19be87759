import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { AddTeamScreen } from '../../../../features/teams/add-team-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/add')({
  component: AddTeamScreen,
  errorComponent: RouteErrorFallback,
});
