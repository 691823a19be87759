import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { ErrorPage } from '../app/error-page';
import { NotFoundPage } from '../app/not-found-page';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // An address no loaded route matches may be a signed-in screen whose branch of the route tree
  // is not loaded yet (src/app/route-branches.ts): load it, then go to the same address again.
  beforeLoad: ({ context: { routeBranches }, location, preload }) => {
    if (!routeBranches.missing(location.pathname)) return;
    const loading = routeBranches.load();
    if (preload) return;
    return loading.then(() => {
      throw redirect({ href: location.href, replace: true });
    });
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
