import { createFileRoute } from '@tanstack/react-router';
import { tourPersonnelQueries } from '../../../../../../../api/tour-personnel.queries';
import { SetupPersonnelSection } from '../../../../../../../features/personnel/setup-personnel-section';
import { AssignPersonnelScreen } from '../../../../../../../features/tour-setup/assign-personnel-screen';

export const Route = createFileRoute('/_signed-in/dashboard/tours/update/$artistId/$tourId/assign-personnel')(
  {
    loader: ({ context: { queryClient }, params: { tourId } }) => {
      void queryClient.prefetchQuery(tourPersonnelQueries.list(tourId));
    },
    component: AssignPersonnelRoute,
  },
);

function AssignPersonnelRoute() {
  const { artistId, tourId } = Route.useParams();
  return (
    <AssignPersonnelScreen mode="update" artistId={artistId} tourId={tourId}>
      <SetupPersonnelSection tourId={tourId} />
    </AssignPersonnelScreen>
  );
}
