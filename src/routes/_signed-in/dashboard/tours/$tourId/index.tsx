import { createFileRoute } from '@tanstack/react-router';
import { TourDayList } from '../../../../../features/days/tour-day-list';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** The tour's default content: its header and the list of its days. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/')({
  component: TourRoute,
});

function TourRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourDayList tourId={tourId} />
    </TourPage>
  );
}
