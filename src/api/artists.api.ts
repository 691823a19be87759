import * as v from 'valibot';
import { type Artist, ArtistSchema, type CreateArtist, type UpdateArtist } from '#contract/artists';
import { apiRequest } from './client';

export type ArtistListFilter = { archived?: boolean };

const artistPath = (artistId: string) => `/artists/${encodeURIComponent(artistId)}`;

export function fetchArtists(filter: ArtistListFilter = {}) {
  const query: Record<string, string> = {};
  if (filter.archived !== undefined) query.archived = String(filter.archived);
  return apiRequest('/artists', v.array(ArtistSchema), { query });
}

export function fetchArtist(artistId: string): Promise<Artist> {
  return apiRequest(artistPath(artistId), ArtistSchema);
}

export function createArtist(input: CreateArtist) {
  return apiRequest('/artists', ArtistSchema, { method: 'POST', body: input });
}

export function updateArtist(artistId: string, input: UpdateArtist) {
  return apiRequest(artistPath(artistId), ArtistSchema, { method: 'PATCH', body: input });
}

/** `archived: false` restores the artist. */
export function archiveArtist(artistId: string, archived: boolean) {
  return apiRequest(`${artistPath(artistId)}/archive`, ArtistSchema, {
    method: 'PATCH',
    body: { archived },
  });
}
