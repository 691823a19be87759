import { createFileRoute } from '@tanstack/react-router';
import { tourDayQueries } from '../../../../../../../api/tour-days.queries';
import { AssignVenuesScreen } from '../../../../../../../features/tour-setup/assign-venues-screen';

export const Route = createFileRoute('/_signed-in/dashboard/tours/update/$artistId/$tourId/assign-venues')({
  loader: ({ context: { queryClient }, params: { tourId } }) => {
    void queryClient.prefetchQuery(tourDayQueries.list(tourId));
  },
  component: AssignVenuesRoute,
});

function AssignVenuesRoute() {
  const { artistId, tourId } = Route.useParams();
  return <AssignVenuesScreen mode="update" artistId={artistId} tourId={tourId} />;
}
