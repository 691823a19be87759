/**
 * The writes of a rider's people: personnel of the tour, and external contacts (of the rider, or
 * of one of its supporting acts). A create re-applied on a pulled page keeps the row where it is.
 */
import { excerpt, type MutationDeclarations, touchesId } from './declaration';
import { nextPosition, patchRow, removeRow } from './rows';

type RiderPeopleName =
  | 'rider.addPersonnel'
  | 'rider.updatePersonnel'
  | 'rider.removePersonnel'
  | 'rider.addExternal'
  | 'rider.updateExternal'
  | 'rider.deleteExternal';

export const RIDER_PEOPLE_WRITES = {
  /** Someone already on the rider stays once: the server refuses a second row for them too. */
  'rider.addPersonnel': {
    async effect(db, args) {
      const rider = await db.riders.get(args.riderId);
      if (!rider) return null;
      const { id, userId, role } = args.person;
      const rows = await db.riderPersonnel.where('riderId').equals(rider.id).toArray();
      if (rows.some((row) => row.userId === userId && row.id !== id)) return rider.tourId;
      const existing = rows.find((row) => row.id === id);
      await db.riderPersonnel.put({
        id,
        tourId: rider.tourId,
        riderId: rider.id,
        userId,
        role: role ?? null,
        position: existing?.position ?? nextPosition(rows, id),
      });
      return rider.tourId;
    },
    touches: (args) => [args.person.id],
    createdKey: 'person',
    describe: () => 'Putting someone on a rider',
  },
  'rider.updatePersonnel': {
    effect: (db, args) => patchRow(db.riderPersonnel, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Changing a role on a rider',
  },
  'rider.removePersonnel': {
    effect: (db, args) => removeRow(db.riderPersonnel, args.id),
    touches: touchesId,
    describe: () => 'Taking someone off a rider',
  },
  'rider.addExternal': {
    async effect(db, args) {
      const rider = await db.riders.get(args.riderId);
      if (!rider) return null;
      const { supportingActId } = args;
      if (supportingActId) {
        const act = await db.riderSupportingActs.get(supportingActId);
        if (!act || act.riderId !== rider.id) return null;
      }
      const { id, name, role, email, phone, notes } = args.person;
      const siblings = await db.riderExternalPeople
        .where('riderId')
        .equals(rider.id)
        .filter((row) => row.supportingActId === supportingActId)
        .toArray();
      const existing = siblings.find((row) => row.id === id);
      await db.riderExternalPeople.put({
        id,
        tourId: rider.tourId,
        riderId: rider.id,
        supportingActId,
        name,
        role: role ?? null,
        email: email ?? null,
        phone: phone ?? null,
        notes: notes ?? null,
        position: existing?.position ?? nextPosition(siblings, id),
      });
      return rider.tourId;
    },
    touches: (args) => [args.person.id],
    createdKey: 'person',
    describe: (args) => `New contact on a rider: ${excerpt(args.person.name)}`,
  },
  'rider.updateExternal': {
    effect: (db, args) => patchRow(db.riderExternalPeople, args.id, args.changes),
    touches: touchesId,
    describe: () => 'Rider contact change',
  },
  'rider.deleteExternal': {
    effect: (db, args) => removeRow(db.riderExternalPeople, args.id),
    touches: touchesId,
    describe: () => 'Deleting a rider contact',
  },
} satisfies MutationDeclarations<RiderPeopleName>;
