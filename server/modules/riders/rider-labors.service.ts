/**
 * Labor lines of a rider: "4 × Stagehand, 08:00–12:00", one row each, with a
 * labor type of the rider's own tour. Times are wall-clock; an end before the start runs past midnight.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RiderLaborDetail } from '#contract/rider-detail';
import type { CreateRiderLabor, UpdateRiderLabor } from '#contract/rider-labor';
import type { Queryable } from '../../db/client';
import { riderLabors, riderLaborTypes } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { definedFields, nextPosition, requireRider, stamp } from './rider-access';
import { requireTourLaborType } from './rider-labor-types.service';

type LaborRow = typeof riderLabors.$inferSelect;

export const toRiderLabor = (row: LaborRow) => ({
  id: row.id,
  tourId: row.tourId,
  riderId: row.riderId,
  laborTypeId: row.laborTypeId,
  quantity: row.quantity,
  startTime: row.startTime,
  endTime: row.endTime,
  notes: row.notes,
  position: row.position,
});

/** The live labor lines of these riders, by position, with their type's name. */
export async function laborsOfRiders(db: Queryable, riderIds: string[]): Promise<RiderLaborDetail[]> {
  if (riderIds.length === 0) return [];
  const rows = await db
    .select({ row: riderLabors, laborTypeName: riderLaborTypes.name })
    .from(riderLabors)
    .innerJoin(riderLaborTypes, eq(riderLaborTypes.id, riderLabors.laborTypeId))
    .where(and(inArray(riderLabors.riderId, riderIds), isNull(riderLabors.deletedAt)))
    .orderBy(asc(riderLabors.position), asc(riderLabors.id));
  return rows.map(({ row, laborTypeName }) => ({ ...toRiderLabor(row), laborTypeName }));
}

async function detailOf(db: Queryable, row: LaborRow) {
  const found = (await laborsOfRiders(db, [row.riderId])).find((labor) => labor.id === row.id);
  if (!found) throw notFound();
  return found;
}

async function requireLabor(db: Queryable, actor: AuthUser, id: string, manage: boolean) {
  const [row] = await db
    .select()
    .from(riderLabors)
    .where(and(eq(riderLabors.id, id), isNull(riderLabors.deletedAt)));
  if (!row) throw notFound();
  const rider = await requireRider(db, actor, row.riderId, manage);
  return { row, rider };
}

export async function getRiderLabor(db: Queryable, actor: AuthUser, id: string) {
  const { row } = await requireLabor(db, actor, id, false);
  return detailOf(db, row);
}

export async function listRiderLabors(db: Queryable, actor: AuthUser, riderId: string) {
  await requireRider(db, actor, riderId, false);
  return laborsOfRiders(db, [riderId]);
}

/** A replay with the same client-made id answers the line it already made. */
export async function createRiderLabor(
  db: Queryable,
  actor: AuthUser,
  input: CreateRiderLabor,
  now: Date,
): Promise<RiderLaborDetail> {
  const rider = await requireRider(db, actor, input.riderId, true);
  if (input.id) {
    const [existing] = await db.select().from(riderLabors).where(eq(riderLabors.id, input.id));
    if (existing && existing.riderId === rider.id && !existing.deletedAt) return detailOf(db, existing);
    if (existing) throw notFound();
  }
  await requireTourLaborType(db, rider.tourId, input.laborTypeId);
  const onRider = and(eq(riderLabors.riderId, rider.id), isNull(riderLabors.deletedAt));
  const position = await nextPosition(db, riderLabors, riderLabors.position, onRider);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .insert(riderLabors)
    .values({
      id: input.id,
      tourId: rider.tourId,
      riderId: rider.id,
      laborTypeId: input.laborTypeId,
      quantity: input.quantity,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      notes: input.notes ?? null,
      position,
      ...stamp(version, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('rider labor insert returned nothing');
  return detailOf(db, row);
}

export async function updateRiderLabor(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateRiderLabor,
  now: Date,
): Promise<RiderLaborDetail> {
  const { rider } = await requireLabor(db, actor, id, true);
  if (changes.laborTypeId) await requireTourLaborType(db, rider.tourId, changes.laborTypeId);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .update(riderLabors)
    .set({ ...definedFields(changes), ...stamp(version, now) })
    .where(eq(riderLabors.id, id))
    .returning();
  if (!row) throw notFound();
  return detailOf(db, row);
}

export async function deleteRiderLabor(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { rider } = await requireLabor(db, actor, id, true);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, riderLabors, eq(riderLabors.id, id), version, now);
}
