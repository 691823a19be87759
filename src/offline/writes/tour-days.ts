/** The writes of a tour day: its notes and its tag. */
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { removeRow } from './rows';

type TourDayName = 'note.create' | 'note.update' | 'note.delete' | 'day.setTag';

export const TOUR_DAY_WRITES = {
  'note.create': {
    async effect(db, args, ctx) {
      const day = await db.tourDays.get(args.tourDayId);
      if (!day) return null;
      const existing = await db.notes.get(args.note.id);
      await db.notes.put({
        id: args.note.id,
        tourId: day.tourId,
        tourDayId: day.id,
        text: args.note.text,
        authorId: existing?.authorId ?? ctx.userId,
        conflictOfId: existing?.conflictOfId ?? null,
        createdAt: existing?.createdAt ?? ctx.at,
        updatedAt: ctx.at,
      });
      return day.tourId;
    },
    touches: (args) => [args.note.id],
    createdKey: 'note',
    describe: (args) => `New note: “${excerpt(args.note.text)}”`,
  },
  'note.update': {
    async effect(db, args, ctx) {
      const note = await db.notes.get(args.id);
      if (!note) return null;
      await db.notes.put({ ...note, text: args.changes.text, updatedAt: ctx.at });
      return note.tourId;
    },
    touches: touchesId,
    describe: (args) => `Note edit: “${excerpt(args.changes.text)}”`,
  },
  'note.delete': {
    effect: (db, args) => removeRow(db.notes, args.id),
    touches: touchesId,
    describe: () => 'Deleting a note',
  },
  'day.setTag': {
    async effect(db, args) {
      const day = await db.tourDays.get(args.tourDayId);
      if (!day) return null;
      await db.tourDays.put({ ...day, tag: args.tag });
      return day.tourId;
    },
    touches: (args) => [args.tourDayId],
    describe: (args) => (args.tag ? `Day tag: ${DAY_TAG_LABELS[args.tag]}` : 'Removing a day tag'),
  },
} satisfies MutationDeclarations<TourDayName>;
