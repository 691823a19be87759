import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../app/error-page';
import { NotFoundPage } from '../app/not-found-page';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});
