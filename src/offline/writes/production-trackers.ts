/**
 * The writes of a show's production tracker row. A device starts the row when a manager first edits
 * one of the show's cells (its id derived from the show's, so every device makes the same row); an
 * edit names only the changed cells, so two managers' edits of one row both stay.
 */
import { BLANK_TRACKER_CELLS, type ProductionTracker } from '#contract/production-trackers';
import { type MutationDeclarations, touchesId } from './declaration';
import { patched, patchRow } from './rows';

type TrackerName = 'productionTracker.create' | 'productionTracker.update';

const blankRow = (id: string, tourId: string, eventId: string): ProductionTracker => ({
  id,
  tourId,
  eventId,
  ...BLANK_TRACKER_CELLS,
});

export const PRODUCTION_TRACKER_WRITES = {
  /** A row the device has already (pulled, or another write's) keeps its cells; the sent ones go over it. */
  'productionTracker.create': {
    async effect(db, args) {
      const event = await db.events.get(args.eventId);
      if (!event) return null;
      const { id, ...fields } = args.tracker;
      const row = (await db.productionTrackers.get(id)) ?? blankRow(id, event.tourId, event.id);
      await db.productionTrackers.put(patched(row, fields));
      return event.tourId;
    },
    touches: (args) => [args.tracker.id],
    createdKey: 'tracker',
    describe: () => 'Starting a production tracker row',
  },
  'productionTracker.update': {
    effect: (db, args) => patchRow(db.productionTrackers, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Production tracker change',
  },
} satisfies MutationDeclarations<TrackerName>;
