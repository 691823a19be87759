import { createFileRoute } from '@tanstack/react-router';
import { TourRiders } from '../../../../../features/riders/tour-riders';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** The tour's riders (tours/{tourId}/riders), from the mirror: read and started offline. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/riders')({
  component: TourRidersRoute,
});

function TourRidersRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourRiders tourId={tourId} />
    </TourPage>
  );
}
