import { createFileRoute } from '@tanstack/react-router';
import { RoomingEditor } from '../../../../../../../features/accommodation/rooming-editor';
import { RoomingList } from '../../../../../../../features/accommodation/rooming-list';
import { RoomingPage } from '../../../../../../../features/accommodation/rooming-page';
import { useMirrorReady } from '../../../../../../../features/sync/use-mirror-ready';

/** Managers edit a hotel stay's rooms (offline too); members see the list itself. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/accommodation/$eventId/edit')({
  component: RoomingEditRoute,
});

function RoomingEditRoute() {
  const { tourId, eventId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <RoomingPage tourId={tourId} eventId={eventId} mirrorReady={mirrorReady}>
      {(list) =>
        list.canEdit ? (
          <RoomingEditor tourId={tourId} list={list} />
        ) : (
          <RoomingList tourId={tourId} list={list} />
        )
      }
    </RoomingPage>
  );
}
