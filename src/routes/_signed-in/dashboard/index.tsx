import { createFileRoute } from '@tanstack/react-router';
import { RouteErrorFallback } from '../../../app/route-error-fallback';
import { DashboardHome } from '../../../features/dashboard/dashboard-home';
import { NoToursYet } from '../../../features/dashboard/no-tours-yet';
import { InvitationsPanel } from '../../../features/invitations/invitations-panel';
import { useMirrorReady } from '../../../features/sync/use-mirror-ready';
import { DashboardTours } from '../../../features/tours/dashboard-tours';

export const Route = createFileRoute('/_signed-in/dashboard/')({
  component: DashboardIndexRoute,
  errorComponent: RouteErrorFallback,
});

function DashboardIndexRoute() {
  const mirrorReady = useMirrorReady();
  return (
    <DashboardHome>
      <InvitationsPanel />
      <DashboardTours mirrorReady={mirrorReady} empty={<NoToursYet />} />
    </DashboardHome>
  );
}
