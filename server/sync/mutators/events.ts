/** Events: a guarded time or day that changed meanwhile is a conflict (the server's value stays). */
import { createEvent, deleteEvent, updateEvent } from '../../modules/events/events.service';
import type { MutatorsOf } from './mutator';

export const EVENT_MUTATORS: MutatorsOf<'event'> = {
  'event.create': { run: (db, actor, args, now) => createEvent(db, actor, args.tourDayId, args.event, now) },
  'event.update': { run: (db, actor, args, now) => updateEvent(db, actor, args.id, args.changes, now) },
  'event.delete': { run: (db, actor, args, now) => deleteEvent(db, actor, args.id, now) },
};
