import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { pendingAccessGate } from '../../lib/access';
import { SignedInFrame } from './-signed-in-frame';

/** The dashboard needs accepted terms and privacy policy, then finished or skipped onboarding. */
export const Route = createFileRoute('/_signed-in/dashboard')({
  beforeLoad: ({ context: { access } }) => {
    const gate = pendingAccessGate(access);
    if (gate) throw redirect({ to: gate, replace: true });
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}
