import { queryOptions } from '@tanstack/react-query';
import { fetchEventTypes } from './event-types.api';

/** The event types with their current names (saved on the device: the form needs them offline). */
export const eventTypeQueries = {
  all: ['event-types'] as const,
  list: () =>
    queryOptions({ queryKey: [...eventTypeQueries.all, 'list'] as const, queryFn: fetchEventTypes }),
};
