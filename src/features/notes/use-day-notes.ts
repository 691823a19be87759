import { useMemo } from 'react';
import { personName } from '../../lib/tour-role';
import type { DayRows } from '../../offline/day-rows';
import type { NoteRow } from '../../offline/db';

export type DayNote = { note: NoteRow; authorName: string | null };
/** What the notes need of the daysheet's rows (read once for the whole sheet). */
export type DayNoteRows = Pick<DayRows, 'notes' | 'personnel'>;

/** The day's notes, oldest first, with their authors' names. */
export function toDayNotes({ notes, personnel }: DayNoteRows): DayNote[] {
  const names = new Map(
    personnel.flatMap((person) => (person.userId ? [[person.userId, personName(person)]] : [])),
  );
  return [...notes]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((note) => ({ note, authorName: note.authorId ? (names.get(note.authorId) ?? null) : null }));
}

export function useDayNotes(rows: DayNoteRows): DayNote[] {
  const { notes, personnel } = rows;
  return useMemo(() => toDayNotes({ notes, personnel }), [notes, personnel]);
}
