import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { AvailabilityScreen } from '../../../../../features/availability/availability-screen';
import { TeamTabs } from '../../../../../features/teams/team-tabs';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/availability')({
  component: AvailabilityRoute,
  errorComponent: RouteErrorFallback,
});

function AvailabilityRoute() {
  const { teamId } = Route.useParams();
  return <AvailabilityScreen teamId={teamId} tabs={<TeamTabs teamId={teamId} current="availability" />} />;
}
