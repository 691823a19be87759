import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { AdminForbidden } from '../../features/admin/admin-forbidden';
import { AdminLayout } from '../../features/admin/admin-layout';
import { pendingAccessGate } from '../../lib/access';
import { SignedInFrame } from './-signed-in-frame';

/**
 * The platform admin's area, in the same frame as the dashboard. Anyone but a role ADMIN gets the
 * "No access" page and no admin screen mounts, so no admin data is even asked for (the API
 * answers them 403 anyway).
 */
export const Route = createFileRoute('/_signed-in/admin')({
  beforeLoad: ({ context: { access } }) => {
    const gate = pendingAccessGate(access);
    if (gate) throw redirect({ to: gate, replace: true });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { data: user } = useSuspenseQuery(userQueries.current());
  return (
    <SignedInFrame>
      {user.role === 'ADMIN' ? (
        <AdminLayout>
          <Outlet />
        </AdminLayout>
      ) : (
        <AdminForbidden />
      )}
    </SignedInFrame>
  );
}
