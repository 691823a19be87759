import { queryOptions } from '@tanstack/react-query';
import { fetchProviders, fetchProviderWorkspaces } from './event-providers.api';

/** Query keys and options for event providers; the only place these keys are spelled. */
export const providerQueries = {
  all: ['event-providers'] as const,
  workspaces: () =>
    queryOptions({
      queryKey: [...providerQueries.all, 'workspaces'] as const,
      queryFn: fetchProviderWorkspaces,
    }),
  ofWorkspace: (workspaceId: string) => [...providerQueries.all, 'workspace', workspaceId] as const,
  list: (workspaceId: string) =>
    queryOptions({
      queryKey: providerQueries.ofWorkspace(workspaceId),
      queryFn: () => fetchProviders(workspaceId),
      // Re-read whenever a screen opens (a kept copy shows meanwhile): another manager, or this
      // manager a moment ago on the directory, may have just added the venue being looked for.
      staleTime: 0,
    }),
};
