import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { DashboardHome } from '../../../features/dashboard/dashboard-home';

export const Route = createFileRoute('/_signed-in/dashboard/')({
  component: DashboardHome,
  errorComponent: RouteErrorFallback,
});
