/** The writes of a rider's supporting acts (their people are rider-people.ts's writes). */
import { deleteWithChildren } from '../cascade';
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { nextPosition, patchRow } from './rows';

type SupportingActName = 'rider.addSupportingAct' | 'rider.updateSupportingAct' | 'rider.deleteSupportingAct';

export const RIDER_SUPPORTING_ACT_WRITES = {
  'rider.addSupportingAct': {
    async effect(db, args) {
      const { id, riderId, name, contactName, email, phone, notes } = args.act;
      const rider = await db.riders.get(riderId);
      if (!rider) return null;
      const rows = await db.riderSupportingActs.where('riderId').equals(rider.id).toArray();
      const existing = rows.find((row) => row.id === id);
      await db.riderSupportingActs.put({
        id,
        tourId: rider.tourId,
        riderId: rider.id,
        name,
        contactName: contactName ?? null,
        email: email ?? null,
        phone: phone ?? null,
        notes: notes ?? null,
        position: existing?.position ?? nextPosition(rows, id),
      });
      return rider.tourId;
    },
    touches: (args) => [args.act.id],
    createdKey: 'act',
    describe: (args) => `New supporting act: ${excerpt(args.act.name)}`,
  },
  'rider.updateSupportingAct': {
    effect: (db, args) => patchRow(db.riderSupportingActs, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Supporting act change',
  },
  'rider.deleteSupportingAct': {
    async effect(db, args) {
      const row = await db.riderSupportingActs.get(args.id);
      if (!row) return null;
      // Its people and files go with it (contract/sync-cascade.ts).
      await deleteWithChildren(db, 'riderSupportingAct', [row.id]);
      return row.tourId;
    },
    touches: touchesId,
    describe: () => 'Deleting a supporting act',
  },
} satisfies MutationDeclarations<SupportingActName>;
