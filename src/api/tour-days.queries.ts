import { queryOptions } from '@tanstack/react-query';
import { TOUR_DAY_LIST_REFRESH_MS } from '#contract/limits';
import { fetchTourDays } from './tour-days.api';

/** Query keys and options for tour days; the only place these keys are spelled. */
export const tourDayQueries = {
  all: ['tour-days'] as const,
  /** Day lists refresh on their own: someone else may be assigning venues meanwhile. */
  list: (tourId: string) =>
    queryOptions({
      queryKey: [...tourDayQueries.all, 'list', tourId] as const,
      queryFn: () => fetchTourDays(tourId),
      refetchInterval: TOUR_DAY_LIST_REFRESH_MS,
    }),
};
