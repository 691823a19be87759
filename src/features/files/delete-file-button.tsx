import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { deleteFile } from '../../api/files.api';
import { useIsOnline } from '../../lib/use-is-online';
import type { TourFileRow } from '../../offline/db';
import { syncNow } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Deletes a tour or day file for everyone (managers; needs a connection). */
export function DeleteFileButton({ file }: { file: TourFileRow }) {
  const online = useIsOnline();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteFile(file.id);
      toast.success('File deleted');
      syncNow();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        disabled={!online}
        aria-label={`Delete ${file.name}`}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${file.name}?`}
        confirmLabel="Delete file"
        isPending={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>The file is removed for everyone on the tour, and from their devices.</p>
      </ConfirmDialog>
    </>
  );
}
