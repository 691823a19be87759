import { createFileRoute } from '@tanstack/react-router';
import { TourGroups } from '../../../../../features/groups/tour-groups';
import { useMirrorReady } from '../../../../../features/sync/use-mirror-ready';
import { TourPage } from '../../../../../features/tours/tour-page';

/** The tour's groups of people, from the mirror: read offline, changed online by managers. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/groups')({
  component: TourGroupsRoute,
});

function TourGroupsRoute() {
  const { tourId } = Route.useParams();
  const mirrorReady = useMirrorReady();
  return (
    <TourPage tourId={tourId} mirrorReady={mirrorReady}>
      <TourGroups tourId={tourId} />
    </TourPage>
  );
}
