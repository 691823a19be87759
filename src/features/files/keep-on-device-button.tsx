import { useState } from 'react';
import { toast } from 'sonner';
import { FILE_MESSAGES } from '#contract/files';
import { errorMessage } from '../../api/api-error';
import { useIsOnline } from '../../lib/use-is-online';
import type { RoadieDb, TourFileRow } from '../../offline/db';
import { removeFileFromDevice, saveFileForOffline } from '../../offline/file-cache';
import { askForPersistentStorage } from '../../offline/persistent-storage';
import { Button } from '../../ui/button';

/** "Save for offline" / "Remove from device": the user's own say over what this device keeps. */
export function KeepOnDeviceButton({
  db,
  file,
  onDevice,
}: {
  db: RoadieDb;
  file: TourFileRow;
  onDevice: boolean;
}) {
  const online = useIsOnline();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  if (onDevice) {
    return (
      <Button
        variant="ghost"
        isPending={busy}
        aria-label={`Remove ${file.name} from device`}
        onClick={() => void run(() => removeFileFromDevice(db, file), FILE_MESSAGES.removedFromDevice)}
      >
        Remove from device
      </Button>
    );
  }
  return (
    <Button
      variant="secondary"
      isPending={busy}
      disabled={!online}
      title={online ? undefined : 'Saving a file needs a connection.'}
      aria-label={`Save ${file.name} for offline`}
      onClick={() => {
        // Keeping a file is the moment the offline copy matters: ask the browser to protect it.
        void askForPersistentStorage();
        void run(() => saveFileForOffline(db, file), FILE_MESSAGES.savedForOffline);
      }}
    >
      Save for offline
    </Button>
  );
}
