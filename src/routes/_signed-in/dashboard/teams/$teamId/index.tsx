import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { TeamScreen } from '../../../../../features/teams/team-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/')({
  component: TeamRoute,
  errorComponent: RouteErrorFallback,
});

function TeamRoute() {
  const { teamId } = Route.useParams();
  return <TeamScreen teamId={teamId} />;
}
