import { queryOptions } from '@tanstack/react-query';
import { PLACE_SEARCH_DEFAULT_LIMIT } from '#contract/maps';
import { searchPlaces } from './maps.api';

/** Query keys and options for place searches; the only place these keys are spelled. */
export const placeQueries = {
  all: ['places'] as const,
  /** City data hardly ever changes: a search answered once stays good for the session. */
  search: (query: string, limit = PLACE_SEARCH_DEFAULT_LIMIT) =>
    queryOptions({
      queryKey: [...placeQueries.all, 'search', query.trim().toLowerCase(), limit] as const,
      queryFn: () => searchPlaces({ query: query.trim(), limit }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
