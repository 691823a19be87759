/**
 * Supporting acts of a rider: who else plays the show, with a contact, their own people
 * (external personnel with `supportingActId`) and files. Deleting one tombstones its people and
 * files in the same version and returns the files' storage keys for removal after the commit.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { RiderSupportingActDetail } from '#contract/rider-detail';
import type {
  CreateSupportingAct,
  RiderSupportingAct,
  UpdateSupportingAct,
} from '#contract/rider-supporting-acts';
import type { Queryable } from '../../db/client';
import { riderSupportingActs as acts } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { definedFields, nextPosition, requireRider, requireSupportingAct, stamp } from './rider-access';
import { externalOfRiders } from './rider-external-personnel.service';
import { filesOfRiders, storageKeysOf } from './rider-files.service';

type ActRow = typeof acts.$inferSelect;

export const toSupportingAct = (row: ActRow): RiderSupportingAct => ({
  id: row.id,
  tourId: row.tourId,
  riderId: row.riderId,
  name: row.name,
  contactName: row.contactName,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  position: row.position,
});

export async function getSupportingAct(
  db: Queryable,
  actor: AuthUser,
  id: string,
): Promise<RiderSupportingActDetail> {
  const { act } = await requireSupportingAct(db, actor, id, false);
  const personnel = await externalOfRiders(db, [act.riderId]);
  const attached = await filesOfRiders(db, [act.riderId]);
  return {
    ...toSupportingAct(act),
    personnel: personnel.filter((person) => person.supportingActId === id),
    files: attached.filter((file) => file.supportingActId === id),
  };
}

/** A replay with the same client-made id answers the act it already made. */
export async function createSupportingAct(
  db: Queryable,
  actor: AuthUser,
  input: CreateSupportingAct,
  now: Date,
): Promise<RiderSupportingActDetail> {
  const rider = await requireRider(db, actor, input.riderId, true);
  if (input.id) {
    const [existing] = await db.select().from(acts).where(eq(acts.id, input.id));
    if (existing && existing.riderId === rider.id && !existing.deletedAt)
      return getSupportingAct(db, actor, existing.id);
    if (existing) throw notFound();
  }
  const onRider = and(eq(acts.riderId, rider.id), isNull(acts.deletedAt));
  const position = await nextPosition(db, acts, acts.position, onRider);
  const version = await nextTourVersion(db, rider.tourId, now);
  const { id, riderId: _rider, ...fields } = input;
  const [row] = await db
    .insert(acts)
    .values({
      id,
      tourId: rider.tourId,
      riderId: rider.id,
      name: fields.name,
      contactName: fields.contactName ?? null,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      notes: fields.notes ?? null,
      position,
      ...stamp(version, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('supporting act insert returned nothing');
  return { ...toSupportingAct(row), personnel: [], files: [] };
}

export async function updateSupportingAct(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateSupportingAct,
  now: Date,
): Promise<RiderSupportingActDetail> {
  const { rider } = await requireSupportingAct(db, actor, id, true);
  const version = await nextTourVersion(db, rider.tourId, now);
  await db
    .update(acts)
    .set({ ...definedFields(changes), ...stamp(version, now) })
    .where(eq(acts.id, id));
  return getSupportingAct(db, actor, id);
}

/** Tombstones the act, its people and its files; returns the files' storage keys. */
export async function deleteSupportingAct(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { rider } = await requireSupportingAct(db, actor, id, true);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, acts, eq(acts.id, id), version, now);
  const gone = await tombstoneChildren(db, 'riderSupportingAct', [id], version, now);
  return storageKeysOf(db, gone.riderFile ?? []);
}
