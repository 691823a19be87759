import * as v from 'valibot';
import { PassportWarningSchema } from '#contract/profile';
import { isApiError } from './api-error';
import { apiRequest } from './client';

/**
 * Passports of the tour's people that expire within its dates (GET /passport-expiration/{tourId}).
 * A server without that route yet (404), or a caller who may not read passports (403), has no
 * warnings to show rather than an error.
 */
export async function fetchPassportWarnings(tourId: string) {
  try {
    return await apiRequest(
      `/passport-expiration/${encodeURIComponent(tourId)}`,
      v.array(PassportWarningSchema),
    );
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return [];
    throw error;
  }
}
