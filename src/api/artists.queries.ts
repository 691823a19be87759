import { queryOptions } from '@tanstack/react-query';
import { type ArtistListFilter, fetchArtist, fetchArtists } from './artists.api';

/** Query keys and options for artists; the only place these keys are spelled. */
export const artistQueries = {
  all: ['artists'] as const,
  lists: () => [...artistQueries.all, 'list'] as const,
  list: (filter: ArtistListFilter = {}) =>
    queryOptions({
      queryKey: [...artistQueries.lists(), filter] as const,
      queryFn: () => fetchArtists(filter),
    }),
  detail: (artistId: string) =>
    queryOptions({
      queryKey: [...artistQueries.all, 'detail', artistId] as const,
      queryFn: () => fetchArtist(artistId),
    }),
};
