/** The writes of a rider's labor lines and of the tour's labor types they use. */
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { nextPosition, patchRow, removeRow } from './rows';

type RiderLaborName =
  | 'rider.addLabor'
  | 'rider.updateLabor'
  | 'rider.deleteLabor'
  | 'riderLaborType.create'
  | 'riderLaborType.delete';

export const RIDER_LABOR_WRITES = {
  /** A labor line needs a labor type of the rider's tour (the server checks the same). */
  'rider.addLabor': {
    async effect(db, args) {
      const { id, riderId, laborTypeId, quantity, startTime, endTime, notes } = args.labor;
      const rider = await db.riders.get(riderId);
      const laborType = await db.riderLaborTypes.get(laborTypeId);
      if (!rider || !laborType || laborType.tourId !== rider.tourId) return null;
      const rows = await db.riderLabors.where('riderId').equals(rider.id).toArray();
      const existing = rows.find((row) => row.id === id);
      await db.riderLabors.put({
        id,
        tourId: rider.tourId,
        riderId: rider.id,
        laborTypeId,
        quantity,
        startTime: startTime ?? null,
        endTime: endTime ?? null,
        notes: notes ?? null,
        position: existing?.position ?? nextPosition(rows, id),
      });
      return rider.tourId;
    },
    touches: (args) => [args.labor.id],
    createdKey: 'labor',
    describe: () => 'New labor line',
  },
  'rider.updateLabor': {
    effect: (db, args) => patchRow(db.riderLabors, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Labor line change',
  },
  'rider.deleteLabor': {
    effect: (db, args) => removeRow(db.riderLabors, args.id),
    touches: touchesId,
    describe: () => 'Deleting a labor line',
  },
  'riderLaborType.create': {
    async effect(db, args) {
      const { id, tourId, name } = args.laborType;
      const tour = await db.tours.get(tourId);
      if (!tour) return null;
      await db.riderLaborTypes.put({ id, tourId, name });
      return tour.id;
    },
    touches: (args) => [args.laborType.id],
    createdKey: 'laborType',
    describe: (args) => `New labor type: ${excerpt(args.laborType.name)}`,
  },
  /**
   * A type still used by a labor line stays: the server refuses that delete, and the refusal (with
   * its message) comes back on the queued write for the screen to show.
   */
  'riderLaborType.delete': {
    async effect(db, args) {
      const row = await db.riderLaborTypes.get(args.id);
      if (!row) return null;
      const used = await db.riderLabors.where('laborTypeId').equals(row.id).count();
      if (used === 0) await db.riderLaborTypes.delete(row.id);
      return row.tourId;
    },
    touches: touchesId,
    describe: () => 'Deleting a labor type',
  },
} satisfies MutationDeclarations<RiderLaborName>;
