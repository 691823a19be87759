import { queryOptions } from '@tanstack/react-query';
import { fetchInvitations } from './invitations.api';

/** Query keys and options for the signed-in user's invitations; the only place these keys are spelled. */
export const invitationQueries = {
  all: ['invitations'] as const,
  list: () =>
    queryOptions({ queryKey: [...invitationQueries.all, 'list'] as const, queryFn: fetchInvitations }),
};
