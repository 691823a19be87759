import { queryOptions } from '@tanstack/react-query';
import { fetchPersonalEvent } from './personal-events.api';

/** Query keys and options for personal events; the only place these keys are spelled. */
export const personalEventQueries = {
  all: ['personal-events'] as const,
  detail: (eventId: string) =>
    queryOptions({
      queryKey: [...personalEventQueries.all, 'detail', eventId] as const,
      queryFn: () => fetchPersonalEvent(eventId),
    }),
};
