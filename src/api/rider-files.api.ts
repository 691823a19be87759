import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

/** Deletes a rider's file, or one of its supporting act's (needs a connection; the pull drops the row). */
export function deleteRiderFile(file: { id: string; riderId: string; supportingActId: string | null }) {
  const path = file.supportingActId
    ? `/rider-supporting-acts/${encodeURIComponent(file.supportingActId)}/delete-file`
    : `/riders/${encodeURIComponent(file.riderId)}/delete-file`;
  return apiRequest(path, OkSchema, { method: 'DELETE', query: { fileId: file.id } });
}
