import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../api/auth-storage';
import { PublicLayout } from '../ui/public-layout';

/** Signed-out screens; a signed-in user is sent to the dashboard instead. */
export const Route = createFileRoute('/_public')({
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/dashboard', replace: true });
  },
  component: PublicRoute,
});

function PublicRoute() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
