import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { EstimatesScreen } from '../../../../../features/estimates/estimates-screen';
import { TeamTabs } from '../../../../../features/teams/team-tabs';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/estimating')({
  component: EstimatingRoute,
  errorComponent: RouteErrorFallback,
});

function EstimatingRoute() {
  const { teamId } = Route.useParams();
  return <EstimatesScreen teamId={teamId} tabs={<TeamTabs teamId={teamId} current="estimating" />} />;
}
