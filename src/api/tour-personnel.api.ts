import * as v from 'valibot';
import { OkSchema } from '#contract/common';
import { PERSONNEL_CSV_FIELD } from '#contract/personnel-csv';
import type { ProjectRole } from '#contract/roles';
import {
  AddTourPersonnelResultSchema,
  type AddTourPersonnelSchema,
  TourPersonnelSchema,
} from '#contract/tour-personnel';

import { apiRequest } from './client';

/** What the server reads: `emails` stays the comma-separated text the user typed. */
export type AddTourPersonnelRequest = v.InferInput<typeof AddTourPersonnelSchema>;
export type UpdateTourPersonnelRequest = { role?: ProjectRole; roleTitle?: string | null };

const personnelPath = (tourId: string) => `/tours/${encodeURIComponent(tourId)}/personnel`;
const personPath = (tourId: string, personnelId: string) =>
  `${personnelPath(tourId)}/${encodeURIComponent(personnelId)}`;

export function fetchTourPersonnel(tourId: string) {
  return apiRequest(personnelPath(tourId), v.array(TourPersonnelSchema));
}

/** Everyone is `invited` (they accept on their dashboard); `skipped` were on the tour already. */
export function addTourPersonnel(tourId: string, input: AddTourPersonnelRequest) {
  return apiRequest(personnelPath(tourId), AddTourPersonnelResultSchema, { method: 'POST', body: input });
}

/** A bad row answers a validation error whose `fields` are keyed `row N` (or `file`). */
export function importPersonnelCsv(tourId: string, file: File) {
  const form = new FormData();
  form.append(PERSONNEL_CSV_FIELD, file, file.name);
  return apiRequest(
    `/tours/${encodeURIComponent(tourId)}/upload-personnel-csv`,
    AddTourPersonnelResultSchema,
    {
      method: 'POST',
      body: form,
    },
  );
}

export function updateTourPersonnel(tourId: string, personnelId: string, input: UpdateTourPersonnelRequest) {
  return apiRequest(personPath(tourId, personnelId), TourPersonnelSchema, { method: 'PATCH', body: input });
}

export function removeTourPersonnel(tourId: string, personnelId: string) {
  return apiRequest(personPath(tourId, personnelId), OkSchema, { method: 'DELETE' });
}

/** The caller's own consent on the tour. */
export function setShareInformationConsent(tourId: string, shareInformation: boolean) {
  return apiRequest(`/tours/${encodeURIComponent(tourId)}/share-information-consent`, TourPersonnelSchema, {
    method: 'PATCH',
    body: { shareInformation },
  });
}
