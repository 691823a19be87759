import { mutate } from '../../offline/user-sync';
import { ConfirmButton } from '../../ui/confirm-button';

/** Deletes a note after the manager confirms. */
export function DeleteNoteButton({ noteId }: { noteId: string }) {
  return (
    <ConfirmButton
      title="Delete this note?"
      confirmLabel="Delete note"
      explanation={<p>The note is removed from the daysheet for everyone on the tour.</p>}
      action={() => mutate('note.delete', { id: noteId })}
      success="Note deleted"
      failure="toast"
    >
      Delete note
    </ConfirmButton>
  );
}
