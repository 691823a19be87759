import { queryOptions } from '@tanstack/react-query';
import { fetchTour, fetchTours, type TourListFilter } from './tours.api';

/** Query keys and options for tours; the only place these keys are spelled. */
export const tourQueries = {
  all: ['tours'] as const,
  lists: () => [...tourQueries.all, 'list'] as const,
  list: (filter: TourListFilter = {}) =>
    queryOptions({
      queryKey: [...tourQueries.lists(), filter] as const,
      queryFn: () => fetchTours(filter),
    }),
  detail: (tourId: string) =>
    queryOptions({
      queryKey: [...tourQueries.all, 'detail', tourId] as const,
      queryFn: () => fetchTour(tourId),
    }),
};
