/**
 * People who are not users (the external-personnel sub-resource, and supporting acts' personnel): one
 * row each. `supportingActId` null: the rider's own external personnel; set: that supporting act's people.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateExternalPerson, RiderExternalPerson, UpdateExternalPerson } from '#contract/rider-people';
import { RIDER_MESSAGES } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderExternalPeople as external, riderSupportingActs } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { definedFields, nextPosition, requireRider, stamp } from './rider-access';

type ExternalRow = typeof external.$inferSelect;

export const toExternalPerson = (row: ExternalRow): RiderExternalPerson => ({
  id: row.id,
  tourId: row.tourId,
  riderId: row.riderId,
  supportingActId: row.supportingActId,
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
  notes: row.notes,
  position: row.position,
});

/** Where a REST path says the person is: a rider's own list, or a supporting act's. */
export type ExternalScope = { riderId: string; supportingActId: null } | { supportingActId: string };

const inScope = (row: ExternalRow, scope?: ExternalScope) =>
  !scope ||
  (scope.supportingActId === null
    ? row.riderId === scope.riderId && row.supportingActId === null
    : row.supportingActId === scope.supportingActId);

/** The live external people of these riders (all of them, supporting acts' too), by position. */
export async function externalOfRiders(db: Queryable, riderIds: string[]) {
  if (riderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(external)
    .where(and(inArray(external.riderId, riderIds), isNull(external.deletedAt)))
    .orderBy(asc(external.position), asc(external.id));
  return rows.map(toExternalPerson);
}

export async function listExternalPersonnel(
  db: Queryable,
  actor: AuthUser,
  riderId: string,
  supportingActId: string | null,
) {
  await requireRider(db, actor, riderId, false);
  const people = await externalOfRiders(db, [riderId]);
  return people.filter((person) => person.supportingActId === supportingActId);
}

/** A replay with the same client-made id answers the person it already made. */
export async function addExternalPerson(
  db: Queryable,
  actor: AuthUser,
  riderId: string,
  supportingActId: string | null,
  input: CreateExternalPerson,
  now: Date,
): Promise<RiderExternalPerson> {
  const rider = await requireRider(db, actor, riderId, true);
  if (supportingActId) {
    const [act] = await db
      .select({ riderId: riderSupportingActs.riderId })
      .from(riderSupportingActs)
      .where(and(eq(riderSupportingActs.id, supportingActId), isNull(riderSupportingActs.deletedAt)));
    if (act?.riderId !== riderId) throw validationFailed({ supportingActId: RIDER_MESSAGES.otherRider });
  }
  if (input.id) {
    const [existing] = await db.select().from(external).where(eq(external.id, input.id));
    const same = existing?.riderId === riderId && existing.supportingActId === supportingActId;
    if (existing && same && !existing.deletedAt) return toExternalPerson(existing);
    if (existing) throw notFound();
  }
  const sameList = and(
    eq(external.riderId, riderId),
    supportingActId ? eq(external.supportingActId, supportingActId) : isNull(external.supportingActId),
    isNull(external.deletedAt),
  );
  const position = await nextPosition(db, external, external.position, sameList);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .insert(external)
    .values({
      id: input.id,
      tourId: rider.tourId,
      riderId,
      supportingActId,
      name: input.name,
      role: input.role ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      notes: input.notes ?? null,
      position,
      ...stamp(version, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('external person insert returned nothing');
  return toExternalPerson(row);
}

async function requireExternal(db: Queryable, actor: AuthUser, id: string, scope?: ExternalScope) {
  const [row] = await db
    .select()
    .from(external)
    .where(and(eq(external.id, id), isNull(external.deletedAt)));
  if (!row || !inScope(row, scope)) throw notFound();
  const rider = await requireRider(db, actor, row.riderId, true);
  return { row, rider };
}

export async function updateExternalPerson(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateExternalPerson,
  now: Date,
  scope?: ExternalScope,
): Promise<RiderExternalPerson> {
  const { rider } = await requireExternal(db, actor, id, scope);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .update(external)
    .set({ ...definedFields(changes), ...stamp(version, now) })
    .where(eq(external.id, id))
    .returning();
  if (!row) throw notFound();
  return toExternalPerson(row);
}

export async function deleteExternalPerson(
  db: Queryable,
  actor: AuthUser,
  id: string,
  now: Date,
  scope?: ExternalScope,
) {
  const { rider } = await requireExternal(db, actor, id, scope);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, external, eq(external.id, id), version, now);
}
