import { queryOptions } from '@tanstack/react-query';
import { fetchPassportWarnings, fetchPersonalDetails } from './profile.api';

/**
 * Query keys and options for the profile; the only place these keys are spelled. Only what the
 * device does not keep lives here: personal documents (never stored offline) and passport warnings.
 */
export const profileQueries = {
  all: ['profile'] as const,
  /** Personal details with the documents list: the documents part of the profile screen reads it. */
  personalDetails: () =>
    queryOptions({
      queryKey: [...profileQueries.all, 'personal-details'] as const,
      queryFn: fetchPersonalDetails,
    }),
  /** Always re-asked when shown: the user's own passport edits (made elsewhere in the app) change it. */
  passportWarnings: (tourId: string) =>
    queryOptions({
      queryKey: [...profileQueries.all, 'passport-warnings', tourId] as const,
      queryFn: () => fetchPassportWarnings(tourId),
      staleTime: 0,
    }),
};
