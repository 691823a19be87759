import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { userQueries } from '../../api/users.queries';
import { InstallButton } from '../../app/pwa/install-button';
import { RemoveAccountButton } from '../../features/auth/remove-account-button';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { DashboardShell } from '../../features/dashboard/dashboard-shell';
import { useUnreadMessages } from '../../features/messages/unread';
import { SyncIndicator } from '../../features/sync/sync-indicator';
import { useStartSync } from '../../features/sync/use-start-sync';
import { pendingAccessGate } from '../../lib/access';
import { NAV_ITEM_CLASSES, NAV_ITEM_DANGER_CLASSES } from '../../ui/nav-item-classes';

/** The dashboard needs accepted terms and privacy policy, then finished or skipped onboarding. */
export const Route = createFileRoute('/_signed-in/dashboard')({
  beforeLoad: ({ context: { access } }) => {
    const gate = pendingAccessGate(access);
    if (gate) throw redirect({ to: gate, replace: true });
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  // The guard above has loaded the user; the mirror of their tours syncs while the dashboard is open.
  const { data: user } = useSuspenseQuery(userQueries.current());
  useStartSync(user.id);
  // Only the count (one small file) is on the start path; the messages screens load when opened.
  const unreadMessages = useUnreadMessages();
  return (
    <DashboardShell
      unread={{ '/dashboard/messages': unreadMessages }}
      headerStatus={
        <>
          <InstallButton />
          <SyncIndicator />
        </>
      }
      accountActions={
        <>
          <SignOutButton className={NAV_ITEM_CLASSES} />
          <RemoveAccountButton className={NAV_ITEM_DANGER_CLASSES} />
        </>
      }
    >
      <Outlet />
    </DashboardShell>
  );
}
