import { createFileRoute } from '@tanstack/react-router';
import { RoomingList } from '../../../../../../../features/accommodation/rooming-list';
import { RoomingPage } from '../../../../../../../features/accommodation/rooming-page';
import { useMirrorReady } from '../../../../../../../features/sync/use-mirror-ready';

/** The rooming list of one hotel stay, from the device's copy (readable offline, printable). */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/accommodation/$eventId/')({
  component: RoomingListRoute,
});

function RoomingListRoute() {
  const { tourId, eventId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <RoomingPage tourId={tourId} eventId={eventId} mirrorReady={mirrorReady}>
      {(list) => <RoomingList tourId={tourId} list={list} />}
    </RoomingPage>
  );
}
