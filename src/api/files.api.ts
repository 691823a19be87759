import { OkSchema } from '#contract/common';
import { DownloadUrlSchema, TourFileSchema } from '#contract/files';
import { apiRequest } from './client';

/** Attaches a staged upload to a day of a tour. */
export function attachDayFile(input: { tourDayId: string; key: string; name?: string }) {
  return apiRequest('/day-files', TourFileSchema, { method: 'POST', body: input });
}

/** Attaches a staged upload to the tour itself. */
export function attachTourFile(tourId: string, input: { key: string; name?: string }) {
  return apiRequest(`/tour-files/${encodeURIComponent(tourId)}`, TourFileSchema, {
    method: 'POST',
    body: input,
  });
}

export function deleteFile(fileId: string) {
  return apiRequest(`/files/${encodeURIComponent(fileId)}`, OkSchema, { method: 'DELETE' });
}

/** A short-lived same-origin URL for the bytes, and whether the device may keep them. */
export function requestDownloadUrl(fileId: string) {
  return apiRequest('/upload/download-url', DownloadUrlSchema, { method: 'POST', body: { fileId } });
}
