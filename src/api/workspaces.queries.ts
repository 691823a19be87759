import { queryOptions } from '@tanstack/react-query';
import { fetchWorkspaceArtists, fetchWorkspaceMembers, fetchWorkspaces } from './workspaces.api';

/** Query keys and options for workspaces; the only place these keys are spelled. */
export const workspaceQueries = {
  all: ['workspaces'] as const,
  list: () =>
    queryOptions({ queryKey: [...workspaceQueries.all, 'list'] as const, queryFn: fetchWorkspaces }),
  artists: (id: string) =>
    queryOptions({
      queryKey: [...workspaceQueries.all, id, 'artists'] as const,
      queryFn: () => fetchWorkspaceArtists(id),
    }),
  members: (id: string) =>
    queryOptions({
      queryKey: [...workspaceQueries.all, id, 'members'] as const,
      queryFn: () => fetchWorkspaceMembers(id),
    }),
};
