/**
 * Files: bytes are uploaded once (`POST /upload` → a staged `key`), then
 * attached to a tour or a tour day. Tour and day files are part of the tour mirror (sync entity
 * `tourFile`) so the device knows, offline, which files belong to which day — that is what the
 * offline file cache (docs/offline-client.md) is driven by. Downloads go through short-lived signed URLs.
 */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';

/** What an upload is for: decides its size and type limits (identity documents are stricter). */
export const UPLOAD_PURPOSES = [
  'TOUR_FILE',
  'DAY_FILE',
  'ARTIST_FILE',
  'PERSONAL_DOCUMENT',
  'AVATAR',
  'RIDER_FILE',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const MB = 1024 * 1024;
export const IDENTITY_DOCUMENT_MAX_BYTES = 10 * MB;
export const OTHER_FILE_MAX_BYTES = 25 * MB;
/** Identity documents (passport scans, licences, W-9, headshots): only these, whatever the name says. */
export const IDENTITY_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Profile pictures: photos only, as strict on size as identity documents. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_MAX_BYTES = 10 * MB;
/** How long a signed download URL works. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;
/** Staged uploads never attached to anything are removed after this. */
export const STAGED_UPLOAD_TTL_HOURS = 24;

export const FILE_MESSAGES = {
  uploaded: 'File uploaded',
  tooLarge: (maxBytes: number) => `The file is too large (at most ${Math.round(maxBytes / MB)} MB)`,
  typeNotAllowed: 'This type of file is not allowed',
  empty: 'The file is empty',
  missing: 'Choose a file to upload',
  uploadNotFound: 'The upload was not found or has expired. Upload the file again.',
  savedForOffline: 'Saved for offline',
  removedFromDevice: 'Removed from this device',
  notSavedOffline: 'This file is not saved on this device. Connect to the internet to open it.',
} as const;

/** Multipart field names of `POST /upload` (the body is multipart/form-data, not JSON). */
export const UPLOAD_FORM_FIELDS = { file: 'file', purpose: 'purpose' } as const;

/** The answer to `POST /upload`: the staged bytes, by key, owned by the uploader until attached. */
export const UploadSchema = v.object({
  key: v.string(),
  name: v.string(),
  /** Sniffed from the content, never taken from the name or the browser's claim. */
  mimeType: v.string(),
  size: v.number(),
});
export type Upload = v.InferOutput<typeof UploadSchema>;

export const UploadKeySchema = v.object({ key: requiredString(200) });

/** A file of a tour (`tourDayId` null) or of one of its days. Also the `tourFile` sync entity. */
export const TourFileSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  tourDayId: v.nullable(v.string()),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  uploadedBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type TourFile = v.InferOutput<typeof TourFileSchema>;

/** `POST /tour-files/{tourId}`: attach a staged upload to the tour. */
export const AttachTourFileSchema = v.object({
  key: requiredString(200),
  name: v.optional(requiredString(255)),
});
/** `POST /day-files`: attach a staged upload to a day. */
export const AttachDayFileSchema = v.object({
  tourDayId: UuidSchema,
  key: requiredString(200),
  name: v.optional(requiredString(255)),
});
/** `GET /tour-files?tourId=`: the tour-level files (day files come from `GET /day-files/{tourDayId}`). */
export const TourFilesQuerySchema = v.object({ tourId: UuidSchema });

/** `POST /upload/download-url`. */
export const DownloadUrlRequestSchema = v.object({ fileId: UuidSchema });
export const DownloadUrlSchema = v.object({
  /** Same-origin path with a signed token; works without the Authorization header until `expiresAt`. */
  url: v.string(),
  expiresAt: v.string(),
  /** False for personal documents: the device must never keep their bytes. */
  cacheable: v.boolean(),
});
export type DownloadUrl = v.InferOutput<typeof DownloadUrlSchema>;

/** The multipart fields of `POST /upload` as the server validates them (the file part by content, later). */
export const UploadFormSchema = v.object({
  file: v.pipe(v.file(FILE_MESSAGES.missing), v.minSize(1, FILE_MESSAGES.empty)),
  purpose: v.picklist(UPLOAD_PURPOSES, 'Choose what the file is for'),
});
