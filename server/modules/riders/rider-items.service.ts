/**
 * Section lines of a rider (POST/PATCH/DELETE /riders/{id}/items): one row
 * per line, changed field by field, so two people's offline edits of one section both survive.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { CreateRiderItem, RiderItem, UpdateRiderItem } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderItems } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { definedFields, nextPosition, requireRider, stamp } from './rider-access';

type ItemRow = typeof riderItems.$inferSelect;

export const toRiderItem = (row: ItemRow): RiderItem => ({
  id: row.id,
  tourId: row.tourId,
  riderId: row.riderId,
  section: row.section,
  label: row.label,
  details: row.details,
  quantity: row.quantity,
  position: row.position,
});

/** The live line and its rider; `riderId` (REST's path) must be the line's rider. */
async function requireItem(db: Queryable, actor: AuthUser, id: string, riderId?: string) {
  const [item] = await db
    .select()
    .from(riderItems)
    .where(and(eq(riderItems.id, id), isNull(riderItems.deletedAt)));
  if (!item || (riderId && item.riderId !== riderId)) throw notFound();
  const rider = await requireRider(db, actor, item.riderId, true);
  return { item, rider };
}

/** A replay with the same client-made id answers the line it already made. */
export async function addRiderItem(
  db: Queryable,
  actor: AuthUser,
  riderId: string,
  input: CreateRiderItem,
  now: Date,
): Promise<RiderItem> {
  const rider = await requireRider(db, actor, riderId, true);
  if (input.id) {
    const [existing] = await db.select().from(riderItems).where(eq(riderItems.id, input.id));
    if (existing && existing.riderId === riderId && !existing.deletedAt) return toRiderItem(existing);
    if (existing) throw notFound();
  }
  const sameSection = and(
    eq(riderItems.riderId, riderId),
    eq(riderItems.section, input.section),
    isNull(riderItems.deletedAt),
  );
  const position = input.position ?? (await nextPosition(db, riderItems, riderItems.position, sameSection));
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .insert(riderItems)
    .values({
      id: input.id,
      tourId: rider.tourId,
      riderId,
      section: input.section,
      label: input.label,
      details: input.details ?? null,
      quantity: input.quantity ?? null,
      position,
      ...stamp(version, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('rider item insert returned nothing');
  return toRiderItem(row);
}

export async function updateRiderItem(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateRiderItem,
  now: Date,
  riderId?: string,
): Promise<RiderItem> {
  const { rider } = await requireItem(db, actor, id, riderId);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .update(riderItems)
    .set({ ...definedFields(changes), ...stamp(version, now) })
    .where(eq(riderItems.id, id))
    .returning();
  if (!row) throw notFound();
  return toRiderItem(row);
}

export async function deleteRiderItem(
  db: Queryable,
  actor: AuthUser,
  id: string,
  now: Date,
  riderId?: string,
) {
  const { rider } = await requireItem(db, actor, id, riderId);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, riderItems, eq(riderItems.id, id), version, now);
}
