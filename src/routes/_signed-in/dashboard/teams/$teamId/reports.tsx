import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { SummaryReportsScreen } from '../../../../../features/summary-reports/summary-reports-screen';
import { TeamTabs } from '../../../../../features/teams/team-tabs';

export const Route = createFileRoute('/_signed-in/dashboard/teams/$teamId/reports')({
  component: TeamReportsRoute,
  errorComponent: RouteErrorFallback,
});

function TeamReportsRoute() {
  const { teamId } = Route.useParams();
  return <SummaryReportsScreen teamId={teamId} tabs={<TeamTabs teamId={teamId} current="reports" />} />;
}
