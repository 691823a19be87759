import { queryOptions } from '@tanstack/react-query';
import { fetchBookingWarnings, fetchTeamAvailability } from './availability.api';

/** Query keys and options for team availability; the only place these keys are spelled. */
export const availabilityQueries = {
  all: ['availability'] as const,
  ofTeam: (teamId: string) => [...availabilityQueries.all, 'team', teamId] as const,
  team: (teamId: string, from: string, to: string) =>
    queryOptions({
      queryKey: [...availabilityQueries.ofTeam(teamId), from, to] as const,
      queryFn: () => fetchTeamAvailability(teamId, from, to),
    }),
  warnings: (tourId: string, date: string, userIds: string[]) =>
    queryOptions({
      queryKey: [...availabilityQueries.all, 'warnings', tourId, date, ...userIds] as const,
      queryFn: () => fetchBookingWarnings(tourId, date, userIds),
    }),
};
