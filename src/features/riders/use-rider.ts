import { useLiveQuery } from 'dexie-react-hooks';
import { isManagerRole } from '#contract/roles';
import { personName } from '../../lib/tour-role';
import type {
  RiderExternalPersonRow,
  RiderFileRow,
  RiderItemRow,
  RiderLaborRow,
  RiderLaborTypeRow,
  RiderRow,
  RiderSupportingActRow,
  TourPersonnelRow,
  TourRow,
} from '../../offline/db';
import { useUserDb } from '../../offline/user-sync';

export type RiderPersonView = {
  id: string;
  userId: string;
  name: string;
  /** The rider's role for them, else their tour title. */
  role: string | null;
  phone: string | null;
};

export type RiderView = {
  rider: RiderRow;
  tour: TourRow;
  canEdit: boolean;
  items: RiderItemRow[];
  personnel: RiderPersonView[];
  /** The rider's own external people (not a supporting act's). */
  external: RiderExternalPersonRow[];
  /** External people of each supporting act, by the act's id. */
  actPeople: Map<string, RiderExternalPersonRow[]>;
  labors: RiderLaborRow[];
  laborTypes: RiderLaborTypeRow[];
  acts: RiderSupportingActRow[];
  files: RiderFileRow[];
  tourPersonnel: TourPersonnelRow[];
};

/** Position, then id: two devices may add lines at the same position, and every device must agree. */
const byPosition = (a: { position: number; id: string }, b: { position: number; id: string }) =>
  a.position - b.position || a.id.localeCompare(b.id);

/**
 * One rider with every part of it, from the mirror (readable and, for managers, editable offline).
 * `null` when the rider or its tour is not on this device.
 */
export function useRider(riderId: string): RiderView | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const rider = await db.riders.get(riderId);
    const tour = rider ? await db.tours.get(rider.tourId) : undefined;
    if (!rider || !tour) return null;
    const [items, people, external, labors, laborTypes, acts, files, tourPersonnel] = await Promise.all([
      db.riderItems.where('riderId').equals(riderId).toArray(),
      db.riderPersonnel.where('riderId').equals(riderId).toArray(),
      db.riderExternalPeople.where('riderId').equals(riderId).toArray(),
      db.riderLabors.where('riderId').equals(riderId).toArray(),
      db.riderLaborTypes.where('tourId').equals(tour.id).sortBy('name'),
      db.riderSupportingActs.where('riderId').equals(riderId).toArray(),
      db.riderFiles.where('riderId').equals(riderId).toArray(),
      db.tourPersonnel.where('tourId').equals(tour.id).toArray(),
    ]);
    const byUser = new Map(tourPersonnel.flatMap((p) => (p.userId ? [[p.userId, p]] : [])));
    const actPeople = new Map<string, RiderExternalPersonRow[]>();
    for (const person of external.sort(byPosition)) {
      if (!person.supportingActId) continue;
      actPeople.set(person.supportingActId, [...(actPeople.get(person.supportingActId) ?? []), person]);
    }
    return {
      rider,
      tour,
      canEdit: isManagerRole(tour.role),
      items: items.sort(byPosition),
      personnel: people.sort(byPosition).map((row) => {
        const person = byUser.get(row.userId);
        return {
          id: row.id,
          userId: row.userId,
          name: person ? personName(person) : 'Someone no longer on the tour',
          role: row.role ?? person?.roleTitle ?? null,
          phone: person?.phoneNumber ?? null,
        };
      }),
      external: external.filter((p) => !p.supportingActId),
      actPeople,
      labors: labors.sort(byPosition),
      laborTypes,
      acts: acts.sort(byPosition),
      files: files.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      tourPersonnel,
    };
  }, [db, riderId]);
}
