import * as v from 'valibot';
import { PlaceResultSchema, type PlaceSearch } from '#contract/maps';
import { apiRequest } from './client';

/** Cities (and, with Google, venues) matching the query, best first; `[]` when none. */
export function searchPlaces(input: PlaceSearch) {
  return apiRequest('/google-api/places', v.array(PlaceResultSchema), { method: 'POST', body: input });
}
