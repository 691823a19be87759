import { queryOptions } from '@tanstack/react-query';
import { fetchTeam, fetchTeamMembers, fetchTeams, fetchTeamTours, fetchWages } from './teams.api';

/** Query keys and options for workspace teams; the only place these keys are spelled. */
export const teamQueries = {
  all: ['teams'] as const,
  list: () => queryOptions({ queryKey: [...teamQueries.all, 'list'] as const, queryFn: fetchTeams }),
  ofTeam: (teamId: string) => [...teamQueries.all, 'team', teamId] as const,
  detail: (teamId: string) =>
    queryOptions({
      queryKey: [...teamQueries.ofTeam(teamId), 'detail'] as const,
      queryFn: () => fetchTeam(teamId),
    }),
  members: (teamId: string) =>
    queryOptions({
      queryKey: [...teamQueries.ofTeam(teamId), 'members'] as const,
      queryFn: () => fetchTeamMembers(teamId),
    }),
  tours: (teamId: string) =>
    queryOptions({
      queryKey: [...teamQueries.ofTeam(teamId), 'tours'] as const,
      queryFn: () => fetchTeamTours(teamId),
    }),
  wages: (teamId: string, memberId: string) =>
    queryOptions({
      queryKey: [...teamQueries.ofTeam(teamId), 'wages', memberId] as const,
      queryFn: () => fetchWages(teamId, memberId),
    }),
};
