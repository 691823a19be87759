import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type Router } from '@tanstack/react-router';
// Types only: the full tree comes with the signed-in branch (src/app/route-branches.ts).
import type { routeTree } from '../routeTree.gen';
import { PendingScreen } from '../ui/pending-screen';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { routeTree as publicRouteTree } from './public-route-tree.gen';
import { type RouteBranches, routeBranches } from './route-branches';

/** Typed with every route; it starts with the signed-out ones and loads the rest when needed. */
export type AppRouter = Router<typeof routeTree>;

const branchesOf = new WeakMap<AppRouter, RouteBranches>();

export function createAppRouter(queryClient: QueryClient): AppRouter {
  const branches = routeBranches(() => router);
  const router: AppRouter = createRouter<typeof routeTree, 'never', false>({
    routeTree: publicRouteTree,
    context: { queryClient, routeBranches: branches },
    // Loaders read through TanStack Query, which owns freshness; the router must not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
  branchesOf.set(router, branches);
  return router;
}

/** Settles once the router holds the routes `pathname` needs (at once on a signed-out screen). */
export function routesLoadedFor(router: AppRouter, pathname: string): Promise<void> {
  const branches = branchesOf.get(router);
  return branches?.missing(pathname) ? branches.load() : Promise.resolve();
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
