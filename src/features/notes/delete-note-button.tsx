import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/api-error';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** Deletes a note after the manager confirms. */
export function DeleteNoteButton({ noteId }: { noteId: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = async () => {
    try {
      await mutate('note.delete', { id: noteId });
      toast.success('Note deleted');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsConfirming(false);
    }
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setIsConfirming(true)}>
        Delete note
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title="Delete this note?"
        confirmLabel="Delete note"
        onConfirm={() => void remove()}
        onCancel={() => setIsConfirming(false)}
      >
        <p>The note is removed from the daysheet for everyone on the tour.</p>
      </ConfirmDialog>
    </>
  );
}
