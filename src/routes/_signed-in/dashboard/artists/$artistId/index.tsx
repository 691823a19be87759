import { createFileRoute } from '@tanstack/react-router';
import { artistFileQueries } from '../../../../../api/artist-files.queries';
import { artistQueries } from '../../../../../api/artists.queries';
import { tourQueries } from '../../../../../api/tours.queries';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { ArtistScreen } from '../../../../../features/artists/artist-screen';
import { ArtistFiles } from '../../../../../features/files/artist-files';

export const Route = createFileRoute('/_signed-in/dashboard/artists/$artistId/')({
  // Warms the cache without blocking: the screen itself shows loading, offline and not-found states.
  loader: ({ context: { queryClient }, params: { artistId } }) => {
    void queryClient.prefetchQuery(artistQueries.detail(artistId));
    void queryClient.prefetchQuery(tourQueries.list({ artistId }));
    void queryClient.prefetchQuery(artistFileQueries.list(artistId));
  },
  component: ArtistRoute,
  errorComponent: RouteErrorFallback,
});

function ArtistRoute() {
  const { artistId } = Route.useParams();
  return <ArtistScreen artistId={artistId} files={<ArtistFiles artistId={artistId} />} />;
}
