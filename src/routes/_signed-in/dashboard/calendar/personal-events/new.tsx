import { createFileRoute } from '@tanstack/react-router';
import { format } from 'date-fns';
import * as v from 'valibot';
import { RouteErrorFallback } from '../../../../../app/route-error-fallback';
import { NewPersonalEventScreen } from '../../../../../features/personal-events/new-personal-event-screen';

const NewPersonalEventSearchSchema = v.object({
  date: v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined),
});

export const Route = createFileRoute('/_signed-in/dashboard/calendar/personal-events/new')({
  validateSearch: NewPersonalEventSearchSchema,
  component: NewPersonalEventRoute,
  errorComponent: RouteErrorFallback,
});

function NewPersonalEventRoute() {
  const { date } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <NewPersonalEventScreen
      defaultDate={date ?? format(new Date(), 'yyyy-MM-dd')}
      onDone={(shown) => void navigate({ to: '/dashboard/calendar', search: { month: shown.slice(0, 7) } })}
    />
  );
}
