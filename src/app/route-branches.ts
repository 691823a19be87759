/**
 * The router starts with the signed-out screens' routes only (src/app/public-route-tree.gen.js,
 * generated from every route file outside `src/routes/_signed-in`). The signed-in branch — every
 * other route, with its guards and search schemas — joins the same router the first time an
 * address needs it: before the first render on a signed-in address (src/main.tsx), or on the way
 * there from a signed-out screen (src/routes/__root.tsx). Its definitions grow with every screen,
 * and the sign-in screen must not carry them. The full tree (src/routeTree.gen.ts) attaches the
 * same route objects to the same root, so the router only rebuilds its indexes.
 */
import type { AnyRouter } from '@tanstack/react-router';

export type RouteBranches = {
  /** Whether no loaded route matches `pathname` while a branch is still to load. */
  missing: (pathname: string) => boolean;
  /** Loads the signed-in branch into the router (once; a failed load is tried again next time). */
  load: () => Promise<void>;
};

export function routeBranches(router: () => AnyRouter): RouteBranches {
  let loading: Promise<void> | null = null;
  let complete = false;
  return {
    missing: (pathname) => !complete && router().getMatchedRoutes(pathname)[2] === undefined,
    load: () => {
      loading ??= import('../routeTree.gen').then(
        () => {
          const current = router();
          current.setRoutes(current.buildRouteTree());
          complete = true;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
