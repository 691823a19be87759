import { createFileRoute } from '@tanstack/react-router';
import { TourPersonnelScreen } from '../../../../../features/personnel/tour-personnel-screen';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** The tour's people (tours/{tourId}/personnel), from the mirror: listed offline. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/personnel')({
  component: TourPersonnelRoute,
});

function TourPersonnelRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourPersonnelScreen tourId={tourId} />
    </TourPage>
  );
}
