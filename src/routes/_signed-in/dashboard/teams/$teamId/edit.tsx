import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { EditTeamScreen } from '../../../../../features/teams/edit-team-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/edit')({
  component: EditTeamRoute,
  errorComponent: RouteErrorFallback,
});

function EditTeamRoute() {
  const { teamId } = Route.useParams();
  return <EditTeamScreen teamId={teamId} />;
}
