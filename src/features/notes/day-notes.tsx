import { toast } from 'sonner';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { ApiError } from '../../api/api-error';
import type { TourDayRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { mutate } from '../../offline/user-sync';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';
import { type DayNoteRows, useDayNotes } from './use-day-notes';

type DayNotesProps = { day: TourDayRow; canEdit: boolean; rows: DayNoteRows };

/** The day's notes; managers add, edit and delete them, online or not. */
export function DayNotes({ day, canEdit, rows }: DayNotesProps) {
  const notes = useDayNotes(rows);
  const pendingIds = usePendingIds();

  const addNote = async (text: string) => {
    // The same rule the server applies, told before anything is queued.
    if (!day.tag) {
      throw new ApiError({ status: 400, code: 'validation_failed', message: DAY_TAG_REQUIRED_MESSAGE });
    }
    await mutate('note.create', { tourDayId: day.id, note: { text } });
    toast.success('Note added');
  };

  return (
    <section aria-labelledby="notes-title" className="flex flex-col gap-3">
      <h2 id="notes-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Notes
      </h2>
      {notes.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No notes for this day.</p>
      ) : (
        <ul aria-label="Notes" className="flex flex-col gap-2">
          {notes.map((item) => (
            <NoteItem
              key={item.note.id}
              item={item}
              canEdit={canEdit}
              isPending={pendingIds.has(item.note.id)}
            />
          ))}
        </ul>
      )}
      {canEdit ? <NoteForm label="New note" submitLabel="Add note" onSubmit={addNote} /> : null}
    </section>
  );
}
