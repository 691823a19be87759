import { queryOptions } from '@tanstack/react-query';
import { fetchArtistFiles } from './artist-files.api';

/** Query keys and options for artist files (not mirrored: they are read over REST and cached). */
export const artistFileQueries = {
  all: ['artist-files'] as const,
  list: (artistId: string) =>
    queryOptions({
      queryKey: [...artistFileQueries.all, artistId] as const,
      queryFn: () => fetchArtistFiles(artistId),
    }),
};
