import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueries } from '../../api/users.queries';
import { InstallButton } from '../../app/pwa/install-button';
import { RemoveAccountButton } from '../../features/auth/remove-account-button';
import { SignOutButton } from '../../features/auth/sign-out-button';
import { DashboardShell } from '../../features/dashboard/dashboard-shell';
import { useUnreadMessages } from '../../features/messages/unread';
import { SyncIndicator } from '../../features/sync/sync-indicator';
import { useStartSync } from '../../features/sync/use-start-sync';
import { NAV_ITEM_CLASSES, NAV_ITEM_DANGER_CLASSES } from '../../ui/nav-item-classes';

/**
 * The signed-in screens' frame (sidebar, header, account actions), shared by the dashboard and the
 * admin area so both keep the same menu and the mirror syncing while they are open.
 */
export function SignedInFrame({ children }: { children: ReactNode }) {
  // The _signed-in guard has loaded the user; the mirror of their tours syncs while the frame is open.
  const { data: user } = useSuspenseQuery(userQueries.current());
  useStartSync(user.id);
  // Only the count (one small file) is on the start path; the messages screens load when opened.
  const unreadMessages = useUnreadMessages();
  return (
    <DashboardShell
      unread={{ '/dashboard/messages': unreadMessages }}
      headerStatus={
        // Never in a screen's copy (src/app/last-screen): an old sync state would be a false one.
        <div className="contents" data-last-screen="omit">
          <InstallButton />
          <SyncIndicator />
        </div>
      }
      accountActions={
        <>
          <SignOutButton className={NAV_ITEM_CLASSES} />
          <RemoveAccountButton className={NAV_ITEM_DANGER_CLASSES} />
        </>
      }
    >
      {children}
    </DashboardShell>
  );
}
