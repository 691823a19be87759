import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReportBuilderScreen } from '../../../../../features/reports/report-builder-screen';

const BuilderSearchSchema = v.object({ tourId: v.fallback(v.optional(v.string()), undefined) });

/** The report builder: `$reportId` is a template to start from, or `blank`; `?tourId=` picks the tour. */
export const Route = createFileRoute('/_signed-in/dashboard/reports/new/$reportId')({
  validateSearch: BuilderSearchSchema,
  component: ReportBuilderRoute,
});

function ReportBuilderRoute() {
  const { reportId } = Route.useParams();
  const { tourId } = Route.useSearch();
  return <ReportBuilderScreen key={reportId} startFrom={reportId} tourId={tourId} />;
}
