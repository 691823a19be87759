import { useState } from 'react';
import { toast } from 'sonner';
import { isLocalCopy } from '../../offline/conflict-copies';
import { mutate } from '../../offline/user-sync';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { PendingMarker } from '../../ui/pending-marker';
import { DeleteNoteButton } from './delete-note-button';
import { NoteForm } from './note-form';
import type { DayNote } from './use-day-notes';

type NoteItemProps = { item: DayNote; isPending: boolean; canEdit: boolean };

/** A note; a conflicting copy (the user's text that lost to someone else's edit) says so plainly. */
export function NoteItem({ item, isPending, canEdit }: NoteItemProps) {
  const { note, authorName } = item;
  // The text the editor opened with: the server refuses the edit if someone changed it meanwhile.
  const [editingFrom, setEditingFrom] = useState<string | null>(null);
  const isConflictCopy = note.conflictOfId !== null;
  // This device's placeholder until the server's copy arrives: nothing to edit on the server yet.
  const isEditable = canEdit && !isLocalCopy(note);

  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border p-4 break-inside-avoid ${isConflictCopy ? 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
    >
      {isConflictCopy || isPending ? (
        <div className="flex flex-wrap items-center gap-2">
          {isConflictCopy ? <Badge tone="warning">Conflicting copy</Badge> : null}
          {isPending ? <PendingMarker /> : null}
        </div>
      ) : null}
      {isConflictCopy ? (
        <p className="text-sm text-red-800 dark:text-red-200">
          Someone else changed this note at the same time. This is the other version: keep what you need, then
          delete the copy.
        </p>
      ) : null}
      {editingFrom !== null ? (
        <NoteForm
          label="Edit note"
          defaultText={editingFrom}
          submitLabel="Save note"
          onCancel={() => setEditingFrom(null)}
          onSubmit={async (text) => {
            if (text !== editingFrom) {
              await mutate('note.update', { id: note.id, changes: { text, expectedText: editingFrom } });
              toast.success('Note updated');
            }
            setEditingFrom(null);
          }}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words text-slate-800 dark:text-slate-200">{note.text}</p>
      )}
      {authorName ? <p className="text-xs text-slate-500 dark:text-slate-400">By {authorName}</p> : null}
      {isEditable && editingFrom === null ? (
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" onClick={() => setEditingFrom(note.text)}>
            Edit note
          </Button>
          <DeleteNoteButton noteId={note.id} />
        </div>
      ) : null}
    </li>
  );
}
