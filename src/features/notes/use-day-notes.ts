import { useLiveQuery } from 'dexie-react-hooks';
import { personName } from '../../lib/tour-role';
import type { NoteRow, TourDayRow } from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type DayNote = { note: NoteRow; authorName: string | null };

/** The day's notes, oldest first, with their authors' names, from the mirror. */
export function useDayNotes(day: TourDayRow): DayNote[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const [notes, personnel] = await Promise.all([
      db.notes.where('tourDayId').equals(day.id).toArray(),
      db.tourPersonnel.where('tourId').equals(day.tourId).toArray(),
    ]);
    const names = new Map(
      personnel.flatMap((person) => (person.userId ? [[person.userId, personName(person)]] : [])),
    );
    return notes
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((note) => ({ note, authorName: note.authorId ? (names.get(note.authorId) ?? null) : null }));
  }, [db, day.id, day.tourId]);
}
