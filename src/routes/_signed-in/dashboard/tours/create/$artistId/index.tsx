import { createFileRoute } from '@tanstack/react-router';
import { artistQueries } from '../../../../../../api/artists.queries';
import { RouteErrorFallback } from '../../../../../../app/route-error-fallback';
import { CreateTourScreen } from '../../../../../../features/tour-setup/create-tour-screen';

export const Route = createFileRoute('/_signed-in/dashboard/tours/create/$artistId/')({
  loader: ({ context: { queryClient }, params: { artistId } }) => {
    void queryClient.prefetchQuery(artistQueries.detail(artistId));
  },
  component: CreateTourRoute,
  errorComponent: RouteErrorFallback,
});

function CreateTourRoute() {
  const { artistId } = Route.useParams();
  return <CreateTourScreen artistId={artistId} />;
}
