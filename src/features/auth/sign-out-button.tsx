import { useState } from 'react';
import { useSignOut } from '../../api/use-sign-out';
import { countOf } from '../../lib/plural';
import { useSyncStatus } from '../../offline/sync-status';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Signing out keeps unsynced changes on the device, but the user decides knowing they are there. */
export function SignOutButton({ className }: { className?: string }) {
  const signOut = useSignOut();
  const status = useSyncStatus();
  const [isConfirming, setIsConfirming] = useState(false);
  const unsynced = status.pending + status.failed.length;

  const requestSignOut = () => {
    if (unsynced > 0) setIsConfirming(true);
    else signOut.mutate();
  };

  return (
    <>
      {className ? (
        <button type="button" className={className} disabled={signOut.isPending} onClick={requestSignOut}>
          Log out
        </button>
      ) : (
        <Button variant="ghost" isPending={signOut.isPending} onClick={requestSignOut}>
          Log out
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        title="Sign out with unsynced changes?"
        confirmLabel="Sign out anyway"
        isPending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          {countOf(unsynced, 'change')} {unsynced === 1 ? 'is' : 'are'} not synced yet. Sign out anyway? They
          stay on this device and sync when you sign in again.
        </p>
      </ConfirmDialog>
    </>
  );
}
