import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { artistQueries } from '../../../../../api/artists.queries';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { CreateArtistForm } from '../../../../../features/artists/create-artist-form';
import { ArtistPickerScreen } from '../../../../../features/tour-setup/artist-picker-screen';

export const Route = createFileRoute('/_signed-in/dashboard/tours/create/')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(artistQueries.list({ archived: false }));
  },
  component: PickArtistRoute,
  errorComponent: RouteErrorFallback,
});

/** Composes two features: the tour setup's artist step with the artists' own create form. */
function PickArtistRoute() {
  const navigate = useNavigate();
  return (
    <ArtistPickerScreen
      createArtist={
        <CreateArtistForm
          onCreated={(artist) =>
            navigate({ to: '/dashboard/tours/create/$artistId', params: { artistId: artist.id } })
          }
        />
      }
    />
  );
}
