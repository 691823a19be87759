/**
 * Artist files (`POST /artists/{id}/upload-file`, `DELETE /artists/{id}/delete-file`)
 * and their tour aliases (`POST /tours/{id}/upload-file`, `DELETE /tours/{id}/delete-file`).
 * Artist files are not part of any tour mirror: the client reads them over REST (TanStack Query).
 */
import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';

/** A file of an artist (EPK, logo, press photos…), shared with everyone who works with the artist. */
export const ArtistFileSchema = v.object({
  id: v.string(),
  artistId: v.string(),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  uploadedBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type ArtistFile = v.InferOutput<typeof ArtistFileSchema>;

/** `POST /artists/{id}/upload-file` and `POST /tours/{id}/upload-file`: attach a staged upload by key. */
export const AttachFileByKeySchema = v.object({
  key: requiredString(200),
  name: v.optional(requiredString(255)),
});

/** `DELETE /artists/{id}/delete-file?fileId=` and `DELETE /tours/{id}/delete-file?fileId=`. */
export const DeleteFileQuerySchema = v.object({ fileId: UuidSchema });

export const ARTIST_FILE_MESSAGES = {
  /** A staged upload made for another purpose (a tour file, a personal document) is not an artist file. */
  wrongPurpose: 'This upload was not made as an artist file. Upload the file again here.',
} as const;
