import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../../app/route-error-fallback';
import { EstimateScreen } from '../../../../../../features/estimates/estimate-screen';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/estimate/$estimateId')({
  component: EstimateRoute,
  errorComponent: RouteErrorFallback,
});

function EstimateRoute() {
  const { teamId, estimateId } = Route.useParams();
  return <EstimateScreen teamId={teamId} estimateId={estimateId} />;
}
