import { createFileRoute, Outlet } from '@tanstack/react-router';
import { tourQueries } from '../../../../../../../api/tours.queries';
import { RouteErrorFallback } from '../../../../../../../app/route-error-fallback';
import { TourSetupFrame } from '../../../../../../../features/tour-setup/tour-setup-frame';

export const Route = createFileRoute('/_signed-in/dashboard/tours/create/$artistId/$tourId')({
  loader: ({ context: { queryClient }, params: { tourId } }) => {
    void queryClient.prefetchQuery(tourQueries.detail(tourId));
  },
  component: TourSetupRoute,
  errorComponent: RouteErrorFallback,
});

function TourSetupRoute() {
  const { artistId, tourId } = Route.useParams();
  return (
    <TourSetupFrame mode="create" artistId={artistId} tourId={tourId}>
      <Outlet />
    </TourSetupFrame>
  );
}
