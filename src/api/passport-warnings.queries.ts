import { queryOptions } from '@tanstack/react-query';
import { fetchPassportWarnings } from './passport-warnings.api';

/** Query keys and options for a tour's passport warnings; the only place these keys are spelled. */
export const passportWarningQueries = {
  all: ['passport-warnings'] as const,
  tour: (tourId: string) =>
    queryOptions({
      queryKey: [...passportWarningQueries.all, 'tour', tourId] as const,
      queryFn: () => fetchPassportWarnings(tourId),
      // Re-asked whenever shown: the user's own passport edits (on the profile) change it.
      staleTime: 0,
    }),
};
