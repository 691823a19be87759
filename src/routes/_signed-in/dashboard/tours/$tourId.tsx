import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../../app/route-error-fallback';

/** The frame of a tour's screens (its page, daysheets, templates, …): each reads the device's copy. */
export const Route = createFileRoute('/_signed-in/dashboard/tours/$tourId')({
  component: Outlet,
  errorComponent: RouteErrorFallback,
});
