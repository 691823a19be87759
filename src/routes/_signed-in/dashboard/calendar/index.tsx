import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';
import { currentMonth, type Month } from '../../../../features/calendar/calendar-dates';
import { CalendarScreen } from '../../../../features/calendar/calendar-screen';

// A bad value in a shared link falls back to "this month" / "all tours" instead of an error page.
const CalendarSearchSchema = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  tourId: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
});

export const Route = createFileRoute('/_signed-in/dashboard/calendar/')({
  validateSearch: CalendarSearchSchema,
  component: CalendarRoute,
  errorComponent: RouteErrorFallback,
});

function CalendarRoute() {
  const { month, tourId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const shown: Month = month ?? currentMonth();
  return (
    <CalendarScreen
      month={shown}
      tourId={tourId}
      onMonthChange={(next) => void navigate({ search: (prev) => ({ ...prev, month: next }) })}
      onTourChange={(next) => void navigate({ search: (prev) => ({ ...prev, tourId: next }) })}
    />
  );
}
