/**
 * Riders of a tour: create from a rider type (its template lines become ordinary rows),
 * list, rename, delete. Deleting tombstones the rider and every part of it in one version; it returns
 * the storage keys of its files, whose bytes the caller removes after the transaction commits.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateRider, Rider, UpdateRider } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderItems, riders } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';
import { definedFields, requireRider, stamp, toRider } from './rider-access';
import { storageKeysOf } from './rider-files.service';
import { templateLines } from './riders.policy';

/** A replay with the same client-made id answers the rider it already made. */
export async function createRider(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  input: CreateRider,
  now: Date,
): Promise<Rider> {
  await requireTourManager(db, actor, tourId);
  if (input.id) {
    const [existing] = await db.select().from(riders).where(eq(riders.id, input.id));
    if (existing && existing.tourId === tourId && !existing.deletedAt) return toRider(existing);
    if (existing) throw notFound();
  }
  const id = input.id ?? randomUUID();
  const lines = templateLines(id, input.type);
  if (lines.length > 0) {
    // Line ids derive from the rider's id: a chosen id whose lines exist already is refused, not a 500.
    const taken = await db
      .select({ id: riderItems.id })
      .from(riderItems)
      .where(
        inArray(
          riderItems.id,
          lines.map((line) => line.id),
        ),
      );
    if (taken.length > 0) throw conflict('This rider id cannot be used. Try again.', { id: 'Already used' });
  }
  const version = await nextTourVersion(db, tourId, now);
  const created = { ...stamp(version, now), tourId, createdAt: now };
  const [row] = await db
    .insert(riders)
    .values({ id, name: input.name, type: input.type, notes: input.notes ?? null, ...created })
    .returning();
  if (!row) throw new Error('rider insert returned nothing');
  if (lines.length > 0) {
    await db
      .insert(riderItems)
      .values(lines.map((line) => ({ ...line, riderId: id, quantity: null, ...created })));
  }
  return toRider(row);
}

export async function listRiders(db: Queryable, actor: AuthUser, tourId: string): Promise<Rider[]> {
  await requireTourAccess(db, actor, tourId);
  const rows = await db
    .select()
    .from(riders)
    .where(and(eq(riders.tourId, tourId), isNull(riders.deletedAt)))
    .orderBy(asc(riders.name), asc(riders.id));
  return rows.map(toRider);
}

export async function updateRider(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateRider,
  now: Date,
): Promise<Rider> {
  const rider = await requireRider(db, actor, id, true);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .update(riders)
    .set({ ...definedFields(changes), ...stamp(version, now) })
    .where(eq(riders.id, id))
    .returning();
  if (!row) throw notFound();
  return toRider(row);
}

/** Tombstones the rider, every part and every file of it; returns the files' storage keys. */
export async function deleteRider(db: Queryable, actor: AuthUser, id: string, now: Date): Promise<string[]> {
  const rider = await requireRider(db, actor, id, true);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, riders, eq(riders.id, id), version, now);
  const gone = await tombstoneChildren(db, 'rider', [id], version, now);
  return storageKeysOf(db, gone.riderFile ?? []);
}
