import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useLastScreen } from '../../../app/last-screen/use-last-screen';
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
  // The app's start address: with the tours on screen the copy painted at start gives way, and a
  // new copy is kept for the next start (src/app/last-screen).
  const [shown, setShown] = useState(false);
  useLastScreen(shown, 'dashboard');
  return (
    <DashboardHome>
      <InvitationsPanel />
      <DashboardTours mirrorReady={mirrorReady} empty={<NoToursYet />} onShown={setShown} />
    </DashboardHome>
  );
}
