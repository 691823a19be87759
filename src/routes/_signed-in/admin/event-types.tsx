import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { AdminEventTypesScreen } from '../../../features/admin/admin-event-types-screen';

export const Route = createFileRoute('/_signed-in/admin/event-types')({
  component: AdminEventTypesScreen,
  errorComponent: RouteErrorFallback,
});
