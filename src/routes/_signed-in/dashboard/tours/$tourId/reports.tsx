import { createFileRoute } from '@tanstack/react-router';
import { TourReports } from '../../../../../features/reports/tour-reports';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** A tour's reports: made on the server, listed online (the list is kept for offline reading). */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/reports')({
  component: TourReportsRoute,
});

function TourReportsRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourReports tourId={tourId} />
    </TourPage>
  );
}
