import { queryOptions } from '@tanstack/react-query';
import { fetchEstimate, fetchEstimates } from './estimates.api';

/** Query keys and options for team estimates; the only place these keys are spelled. */
export const estimateQueries = {
  all: ['estimates'] as const,
  ofTeam: (teamId: string) => [...estimateQueries.all, teamId] as const,
  list: (teamId: string) =>
    queryOptions({
      queryKey: [...estimateQueries.ofTeam(teamId), 'list'] as const,
      queryFn: () => fetchEstimates(teamId),
    }),
  detail: (teamId: string, estimateId: string) =>
    queryOptions({
      queryKey: [...estimateQueries.ofTeam(teamId), 'detail', estimateId] as const,
      queryFn: () => fetchEstimate(teamId, estimateId),
    }),
};
