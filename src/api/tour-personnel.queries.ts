import { queryOptions } from '@tanstack/react-query';
import { fetchTourPersonnel } from './tour-personnel.api';

/** Query keys and options for the people on a tour; the only place these keys are spelled. */
export const tourPersonnelQueries = {
  all: ['tour-personnel'] as const,
  list: (tourId: string) =>
    queryOptions({
      queryKey: [...tourPersonnelQueries.all, 'list', tourId] as const,
      queryFn: () => fetchTourPersonnel(tourId),
    }),
};
