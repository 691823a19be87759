import { createFileRoute } from '@tanstack/react-router';
import { personalEventQueries } from '../../../../../api/personal-events.queries';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { EditPersonalEventScreen } from '../../../../../features/personal-events/edit-personal-event-screen';

export const Route = createFileRoute('/_signed-in/dashboard/calendar/personal-events/$eventId')({
  // Warms the cache without blocking: the screen shows loading, offline and not-found states.
  loader: ({ context: { queryClient }, params: { eventId } }) => {
    void queryClient.prefetchQuery(personalEventQueries.detail(eventId));
  },
  component: EditPersonalEventRoute,
  errorComponent: RouteErrorFallback,
});

function EditPersonalEventRoute() {
  const { eventId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <EditPersonalEventScreen
      eventId={eventId}
      onDone={(date) => void navigate({ to: '/dashboard/calendar', search: { month: date?.slice(0, 7) } })}
    />
  );
}
