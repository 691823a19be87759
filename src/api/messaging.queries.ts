import { queryOptions } from '@tanstack/react-query';
import { fetchCrewMessages } from './messaging.api';

/** Query keys and options for crew text messages; the only place these keys are spelled. */
export const messagingQueries = {
  all: ['crew-messages'] as const,
  tour: (tourId: string) =>
    queryOptions({
      queryKey: [...messagingQueries.all, tourId],
      queryFn: () => fetchCrewMessages(tourId),
    }),
};
