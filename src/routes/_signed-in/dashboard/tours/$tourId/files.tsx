import { createFileRoute } from '@tanstack/react-router';
import { TourFiles } from '../../../../../features/files/tour-files';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** The tour's files (tours/{tourId}/files), from the mirror: listed and opened offline. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/files')({
  component: TourFilesRoute,
});

function TourFilesRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourFiles tourId={tourId} />
    </TourPage>
  );
}
