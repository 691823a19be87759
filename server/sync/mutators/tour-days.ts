/** Notes and day tags. A note's losing text is kept as a visible "conflicting copy". */
import { eq } from 'drizzle-orm';
import { notes } from '../../db/schema/index';
import { createNote, deleteNote, updateNote } from '../../modules/tour-days/notes.service';
import { setDayTag } from '../../modules/tour-days/tour-days.service';
import type { MutatorsOf } from './mutator';

export const TOUR_DAY_MUTATORS: MutatorsOf<'note' | 'day'> = {
  'note.create': {
    run: (db, actor, args, now) => createNote(db, actor, args.tourDayId, args.note, now),
  },
  'note.update': {
    run: (db, actor, args, now) => updateNote(db, actor, args.id, args.changes, now),
    // Both texts survive: the server's stays, the user's becomes a visible "conflicting copy".
    async onConflict(db, actor, args, now) {
      const [original] = await db
        .select({ tourDayId: notes.tourDayId })
        .from(notes)
        .where(eq(notes.id, args.id));
      if (!original) return null;
      return createNote(db, actor, original.tourDayId, { text: args.changes.text }, now, args.id);
    },
  },
  'note.delete': { run: (db, actor, args, now) => deleteNote(db, actor, args.id, now) },
  'day.setTag': { run: (db, actor, args, now) => setDayTag(db, actor, args.tourDayId, args.tag, now) },
};
