import type { QueryClient } from '@tanstack/react-query';
import type { RouteBranches } from './route-branches';

export type RouterContext = { queryClient: QueryClient; routeBranches: RouteBranches };
