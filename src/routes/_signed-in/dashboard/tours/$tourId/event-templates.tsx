import { createFileRoute } from '@tanstack/react-router';
import { tourDayQueries } from '../../../../../api/tour-days.queries';
import { tourQueries } from '../../../../../api/tours.queries';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { EventTemplatesScreen } from '../../../../../features/event-templates/event-templates-screen';

/** The tour's artist's event templates: managers apply them to the tour's days. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId/event-templates')({
  // Warms the cache without blocking: the screen itself shows loading, offline and not-found states.
  loader: ({ context: { queryClient }, params: { tourId } }) => {
    void queryClient.prefetchQuery(tourQueries.detail(tourId));
    void queryClient.prefetchQuery(tourDayQueries.list(tourId));
  },
  component: EventTemplatesRoute,
  errorComponent: RouteErrorFallback,
});

function EventTemplatesRoute() {
  const { tourId } = Route.useParams();
  return <EventTemplatesScreen tourId={tourId} />;
}
