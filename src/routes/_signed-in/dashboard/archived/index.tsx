import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import {
  ArchivedScreen,
  archivedArtistsQuery,
  archivedToursQuery,
} from '../../../../features/archived/archived-screen';

/** Archived (sidebar "Archived"): archived artists and tours, each with Restore. */
export const Route = createFileRoute('/_signed-in/dashboard/archived/')({
  // Warms the cache without blocking: the screen shows its own loading, offline and error states.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(archivedArtistsQuery);
    void queryClient.prefetchQuery(archivedToursQuery);
  },
  component: ArchivedScreen,
  errorComponent: RouteErrorFallback,
});
