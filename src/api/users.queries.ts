import { queryOptions } from '@tanstack/react-query';
import { confirmRegistration, fetchCurrentUser } from './users.api';

/** Query keys and options for users; the only place these keys are spelled. */
export const userQueries = {
  all: ['users'] as const,
  current: () =>
    queryOptions({ queryKey: [...userQueries.all, 'current'] as const, queryFn: fetchCurrentUser }),
  /**
   * Confirming consumes the link's token, so it runs once per token: never stale, never retried
   * (a second POST would report the now-used link as invalid).
   */
  registrationConfirmation: (token: string) =>
    queryOptions({
      queryKey: [...userQueries.all, 'registration-confirmation', token] as const,
      queryFn: () => confirmRegistration(token),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};
