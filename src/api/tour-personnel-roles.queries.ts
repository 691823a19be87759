import { queryOptions } from '@tanstack/react-query';
import { fetchRoleTitles } from './tour-personnel-roles.api';

/** Query keys and options for the role-title catalogue; the only place these keys are spelled. */
export const roleTitleQueries = {
  all: ['tour-personnel-roles'] as const,
  list: (tourId: string) =>
    queryOptions({
      queryKey: [...roleTitleQueries.all, 'list', tourId] as const,
      queryFn: () => fetchRoleTitles(tourId),
    }),
};
