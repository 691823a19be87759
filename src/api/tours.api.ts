import * as v from 'valibot';
import { type CreateTour, TourSchema, type UpdateTour } from '#contract/tours';
import { apiRequest } from './client';

export type TourListFilter = { artistId?: string; archived?: boolean };

const tourPath = (tourId: string) => `/tours/${encodeURIComponent(tourId)}`;

export async function fetchTours(filter: TourListFilter = {}) {
  const query: Record<string, string> = {};
  if (filter.artistId) query.artistId = filter.artistId;
  if (filter.archived !== undefined) query.archived = String(filter.archived);
  const { tours } = await apiRequest('/tours', v.object({ tours: v.array(TourSchema) }), { query });
  return tours;
}

export function fetchTour(tourId: string) {
  return apiRequest(tourPath(tourId), TourSchema);
}

/** Creates the tour with one day per date; the caller becomes its owner. */
export function createTour(input: CreateTour) {
  return apiRequest('/tours', TourSchema, { method: 'POST', body: input });
}

/** Days outside new dates are removed; the server answers 409 when events or notes are on them. */
export function updateTour(tourId: string, input: UpdateTour) {
  return apiRequest(tourPath(tourId), TourSchema, { method: 'PATCH', body: input });
}

/** `archived: false` restores the tour. */
export function archiveTour(tourId: string, archived: boolean) {
  return apiRequest(`${tourPath(tourId)}/archive`, TourSchema, { method: 'PATCH', body: { archived } });
}

/** Deletes the tour with everything in it (its owner only). */
export function deleteTour(tourId: string) {
  return apiRequest(tourPath(tourId), v.object({ ok: v.literal(true) }), { method: 'DELETE' });
}
