import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../../../features/reports/report-screen';

/** One report: progress while it is made, then its preview and downloads. */
export const Route = createFileRoute('/_signed-in/dashboard/reports/$reportId')({
  component: ReportRoute,
});

function ReportRoute() {
  const { reportId } = Route.useParams();
  return <ReportScreen key={reportId} reportId={reportId} />;
}
