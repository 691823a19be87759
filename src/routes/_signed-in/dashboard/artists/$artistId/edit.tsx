import { createFileRoute } from '@tanstack/react-router';
import { artistQueries } from '../../../../../api/artists.queries';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { EditArtistScreen } from '../../../../../features/artists/edit-artist-screen';

export const Route = createFileRoute('/_signed-in/dashboard/artists/$artistId/edit')({
  loader: ({ context: { queryClient }, params: { artistId } }) => {
    void queryClient.prefetchQuery(artistQueries.detail(artistId));
  },
  component: EditArtistRoute,
  errorComponent: RouteErrorFallback,
});

function EditArtistRoute() {
  const { artistId } = Route.useParams();
  return <EditArtistScreen artistId={artistId} />;
}
