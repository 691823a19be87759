import * as v from 'valibot';
import { PassportWarningSchema } from '#contract/travelling-details';
import { isApiError } from './api-error';
import { apiRequest } from './client';

/**
 * Passports of the tour's people that expire within its dates (GET /passport-expiration/{tourId}):
 * managers see the people who share their details with them, everyone else their own. A tour the
 * caller has just lost (404) has no warnings to show rather than an error.
 */
export async function fetchPassportWarnings(tourId: string) {
  try {
    return await apiRequest(
      `/passport-expiration/${encodeURIComponent(tourId)}`,
      v.array(PassportWarningSchema),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}
