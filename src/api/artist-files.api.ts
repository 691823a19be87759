import * as v from 'valibot';
import { ArtistFileSchema } from '#contract/artist-files';
import { OkSchema } from '#contract/common';
import { apiRequest } from './client';

const artistPath = (artistId: string) => `/artists/${encodeURIComponent(artistId)}`;

export function fetchArtistFiles(artistId: string) {
  return apiRequest(`${artistPath(artistId)}/files`, v.array(ArtistFileSchema));
}

export function deleteArtistFile(artistId: string, fileId: string) {
  return apiRequest(`${artistPath(artistId)}/delete-file`, OkSchema, {
    method: 'DELETE',
    query: { fileId },
  });
}
