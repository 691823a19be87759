import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import type { ProjectRole } from '#contract/roles';
import { type AddTourPersonnelSchema, TourPersonnelSchema } from '#contract/tour-personnel';

import { apiRequest } from './client';

/** What the server reads: `emails` stays the comma-separated text the user typed (spec §5). */
export type AddTourPersonnelRequest = v.InferInput<typeof AddTourPersonnelSchema>;
export type UpdateTourPersonnelRequest = { role?: ProjectRole; roleTitle?: string | null };

const AddTourPersonnelResultSchema = v.object({ added: v.array(v.string()), invited: v.array(v.string()) });

const personnelPath = (tourId: string) => `/tours/${encodeURIComponent(tourId)}/personnel`;
const personPath = (tourId: string, personnelId: string) =>
  `${personnelPath(tourId)}/${encodeURIComponent(personnelId)}`;

export function fetchTourPersonnel(tourId: string) {
  return apiRequest(personnelPath(tourId), v.array(TourPersonnelSchema));
}

/** Existing users join at once (`added`); other e-mails are `invited`. */
export function addTourPersonnel(tourId: string, input: AddTourPersonnelRequest) {
  return apiRequest(personnelPath(tourId), AddTourPersonnelResultSchema, { method: 'POST', body: input });
}

export function updateTourPersonnel(tourId: string, personnelId: string, input: UpdateTourPersonnelRequest) {
  return apiRequest(personPath(tourId, personnelId), TourPersonnelSchema, { method: 'PATCH', body: input });
}

export function removeTourPersonnel(tourId: string, personnelId: string) {
  return apiRequest(personPath(tourId, personnelId), OkSchema, { method: 'DELETE' });
}
