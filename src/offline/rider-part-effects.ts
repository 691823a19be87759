/**
 * Local effects of the writes to a rider's people, labor, labor types and supporting acts (see
 * rider-effects.ts for the rider and its section lines). Each creates or changes one row; a
 * create re-applied on a pulled page keeps the row where it already is.
 */
import type { MutationArgs } from '#contract/sync-mutations';
import type { RoadieDb } from './db';
import { nextPosition } from './rider-effects';
import { deleteSupportingActParts } from './rider-mirror';

type EffectResult = Promise<string | null>;

/** Someone already on the rider stays once: the server refuses a second row for them too. */
export async function riderAddPersonnel(
  db: RoadieDb,
  args: MutationArgs<'rider.addPersonnel'>,
): EffectResult {
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
}

export async function riderAddExternal(db: RoadieDb, args: MutationArgs<'rider.addExternal'>): EffectResult {
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
}

/** A labor line needs a labor type of the rider's tour (the server checks the same). */
export async function riderAddLabor(db: RoadieDb, args: MutationArgs<'rider.addLabor'>): EffectResult {
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
}

export async function laborTypeCreate(
  db: RoadieDb,
  args: MutationArgs<'riderLaborType.create'>,
): EffectResult {
  const { id, tourId, name } = args.laborType;
  const tour = await db.tours.get(tourId);
  if (!tour) return null;
  await db.riderLaborTypes.put({ id, tourId, name });
  return tour.id;
}

/**
 * A type still used by a labor line stays: the server refuses that delete, and the refusal (with
 * its message) comes back on the queued write for the screen to show.
 */
export async function laborTypeDelete(
  db: RoadieDb,
  args: MutationArgs<'riderLaborType.delete'>,
): EffectResult {
  const row = await db.riderLaborTypes.get(args.id);
  if (!row) return null;
  const used = await db.riderLabors.where('laborTypeId').equals(row.id).count();
  if (used === 0) await db.riderLaborTypes.delete(row.id);
  return row.tourId;
}

export async function riderAddSupportingAct(
  db: RoadieDb,
  args: MutationArgs<'rider.addSupportingAct'>,
): EffectResult {
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
}

export async function riderDeleteSupportingAct(
  db: RoadieDb,
  args: MutationArgs<'rider.deleteSupportingAct'>,
): EffectResult {
  const row = await db.riderSupportingActs.get(args.id);
  if (!row) return null;
  await deleteSupportingActParts(db, row.id);
  return row.tourId;
}
