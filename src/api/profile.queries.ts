import { queryOptions } from '@tanstack/react-query';
import { fetchPersonalDetails } from './profile.api';

/**
 * Query keys and options for the profile; the only place these keys are spelled. Only what the
 * device does not keep lives here: personal documents (never stored offline). Passport warnings
 * are in passport-warnings.queries.ts.
 */
export const profileQueries = {
  all: ['profile'] as const,
  /** Personal details with the documents list: the documents part of the profile screen reads it. */
  personalDetails: () =>
    queryOptions({
      queryKey: [...profileQueries.all, 'personal-details'] as const,
      queryFn: fetchPersonalDetails,
    }),
};
