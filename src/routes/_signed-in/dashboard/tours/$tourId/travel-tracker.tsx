import { createFileRoute } from '@tanstack/react-router';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';
import { TravelTracker } from '../../../../../features/travel/travel-tracker';

/** Who travels where, day by day, and the gaps: from the mirror (read offline). */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/travel-tracker')({
  component: TravelTrackerRoute,
});

function TravelTrackerRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TravelTracker tourId={tourId} />
    </TourPage>
  );
}
