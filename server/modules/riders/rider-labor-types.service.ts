/**
 * Labor types of a tour: every rider of the tour picks from the same list.
 * Names are unique per tour case-insensitively; a type a live labor line uses cannot be deleted.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CreateLaborType, RiderLaborType } from '#contract/rider-labor';
import { RIDER_MESSAGES } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderLabors, riderLaborTypes } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';
import { stamp } from './rider-access';

type LaborTypeRow = typeof riderLaborTypes.$inferSelect;

export const toLaborType = (row: LaborTypeRow): RiderLaborType => ({
  id: row.id,
  tourId: row.tourId,
  name: row.name,
});

/** A replay with the same client-made id answers the type it already made. */
export async function createLaborType(
  db: Queryable,
  actor: AuthUser,
  input: CreateLaborType,
  now: Date,
): Promise<RiderLaborType> {
  await requireTourManager(db, actor, input.tourId);
  if (input.id) {
    const [existing] = await db.select().from(riderLaborTypes).where(eq(riderLaborTypes.id, input.id));
    if (existing && existing.tourId === input.tourId && !existing.deletedAt) return toLaborType(existing);
    if (existing) throw notFound();
  }
  const [same] = await db
    .select({ id: riderLaborTypes.id })
    .from(riderLaborTypes)
    .where(
      and(
        eq(riderLaborTypes.tourId, input.tourId),
        eq(sql`lower(${riderLaborTypes.name})`, input.name.toLowerCase()),
        isNull(riderLaborTypes.deletedAt),
      ),
    );
  if (same) throw validationFailed({ name: RIDER_MESSAGES.laborTypeExists }, RIDER_MESSAGES.laborTypeExists);
  const version = await nextTourVersion(db, input.tourId, now);
  const [row] = await db
    .insert(riderLaborTypes)
    .values({ id: input.id, tourId: input.tourId, name: input.name, ...stamp(version, now), createdAt: now })
    .returning();
  if (!row) throw new Error('labor type insert returned nothing');
  return toLaborType(row);
}

export async function listLaborTypes(db: Queryable, actor: AuthUser, tourId: string) {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(riderLaborTypes)
    .where(and(eq(riderLaborTypes.tourId, tourId), isNull(riderLaborTypes.deletedAt)))
    .orderBy(asc(sql`lower(${riderLaborTypes.name})`), asc(riderLaborTypes.id));
  return rows.map(toLaborType);
}

/** The live labor type of this tour, or 400 on `laborTypeId` (a labor line names it). */
export async function requireTourLaborType(db: Queryable, tourId: string, id: string) {
  const [row] = await db
    .select()
    .from(riderLaborTypes)
    .where(and(eq(riderLaborTypes.id, id), isNull(riderLaborTypes.deletedAt)));
  if (row?.tourId !== tourId)
    throw validationFailed({ laborTypeId: RIDER_MESSAGES.otherTour }, RIDER_MESSAGES.otherTour);
  return row;
}

export async function deleteLaborType(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(riderLaborTypes)
    .where(and(eq(riderLaborTypes.id, id), isNull(riderLaborTypes.deletedAt)));
  if (!row) throw notFound();
  await requireTourManager(db, actor, row.tourId);
  const [used] = await db
    .select({ id: riderLabors.id })
    .from(riderLabors)
    .where(and(eq(riderLabors.laborTypeId, id), isNull(riderLabors.deletedAt)))
    .limit(1);
  if (used) throw validationFailed({ id: RIDER_MESSAGES.laborTypeInUse }, RIDER_MESSAGES.laborTypeInUse);
  const version = await nextTourVersion(db, row.tourId, now);
  await tombstone(db, riderLaborTypes, eq(riderLaborTypes.id, id), version, now);
}
