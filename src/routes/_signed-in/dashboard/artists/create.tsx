import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { CreateArtistScreen } from '../../../../features/artists/create-artist-screen';

export const Route = createFileRoute('/_signed-in/dashboard/artists/create')({
  component: CreateArtistScreen,
  errorComponent: RouteErrorFallback,
});
