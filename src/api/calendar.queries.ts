import { queryOptions } from '@tanstack/react-query';
import {
  type CalendarRange,
  fetchCombinedCalendar,
  fetchUpcomingEvents,
  type UpcomingFilter,
} from './calendar.api';

/** Query keys and options for the calendar reads; the only place these keys are spelled. */
export const calendarQueries = {
  all: ['calendar'] as const,
  combinedAll: () => [...calendarQueries.all, 'combined'] as const,
  combined: (range: CalendarRange) =>
    queryOptions({
      queryKey: [...calendarQueries.combinedAll(), range] as const,
      queryFn: () => fetchCombinedCalendar(range),
    }),
  /** "From now on" moves with the clock: a minute-old answer may already list a past event. */
  upcoming: (filter: UpcomingFilter = {}) =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'upcoming', filter] as const,
      queryFn: () => fetchUpcomingEvents(filter),
      staleTime: 60_000,
    }),
};
