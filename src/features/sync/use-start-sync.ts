import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { artistFileQueries } from '../../api/artist-files.queries';
import type { SyncConflict } from '../../offline/push-results';
import { startSync } from '../../offline/user-sync';

const SYNC_ERROR_TOAST_ID = 'sync-error';

function showConflict(conflict: SyncConflict) {
  toast.warning(conflict.message, {
    description: conflict.copyId ? 'Your version is kept next to it as a conflicting copy.' : undefined,
  });
}

function showSyncError(error: unknown) {
  console.error('Sync failed', error);
  // One toast however often the retries fail; the header keeps showing what is waiting.
  toast.error('Syncing failed. Your changes are kept on this device and sent again later.', {
    id: SYNC_ERROR_TOAST_ID,
  });
}

/** Opens the signed-in user's offline database and keeps it syncing while the dashboard is open. */
export function useStartSync(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Queued artist files reached the server: their lists (REST, not mirrored) are stale now.
    const onUploaded = () => void queryClient.invalidateQueries({ queryKey: artistFileQueries.all });
    // A start superseded by a sign-out (or another user) rejects; nothing is left to do then.
    startSync(userId, { onConflict: showConflict, onError: showSyncError, onUploaded }).catch(() => {});
  }, [userId, queryClient]);
  useEffect(() => {
    // Notifications on here: register the subscription again for this sign-in, once per mount of the
    // signed-in screens (the server sends to devices of live sessions only). Only then is the push
    // code loaded, off the start path.
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void import('../../api/push-device').then((push) => push.refreshPushRegistration()).catch(() => {});
  }, []);
}
