/** A show's production tracker row: an edit names only its changed cells. */
import { createTracker, updateTracker } from '../../modules/production-trackers/production-trackers.service';
import type { MutatorsOf } from './mutator';

export const PRODUCTION_TRACKER_MUTATORS: MutatorsOf<'productionTracker'> = {
  'productionTracker.create': {
    run: (db, actor, args, now) => createTracker(db, actor, { ...args.tracker, eventId: args.eventId }, now),
  },
  'productionTracker.update': {
    run: (db, actor, args, now) => updateTracker(db, actor, args.id, args.changes, now),
  },
};
