import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { deleteFile } from '../../api/files.api';
import { useIsOnline } from '../../lib/use-is-online';
import type { TourFileRow } from '../../offline/db';
import { syncNow } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

type DeleteFileButtonProps = {
  file: Pick<TourFileRow, 'id' | 'name'>;
  /** How this file is deleted; a tour or day file by default (then the mirror is pulled). */
  remove?: () => Promise<unknown>;
  /** Who loses the file, for the confirmation. */
  audience?: string;
};

/** Deletes a file for everyone (managers; needs a connection). */
export function DeleteFileButton({
  file,
  remove: removeFile,
  audience = 'everyone on the tour, and from their devices',
}: DeleteFileButtonProps) {
  const online = useIsOnline();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      if (removeFile) {
        await removeFile();
      } else {
        await deleteFile(file.id);
        syncNow();
      }
      toast.success('File deleted');
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
        <p>The file is removed for {audience}.</p>
      </ConfirmDialog>
    </>
  );
}
