/**
 * People of the tour on a rider (the personnel sub-resource): one row per person, only people
 * ACTIVE on the rider's tour, at most once per rider. Names, e-mail, phone and title are read from
 * the person and their place on the tour, so they never go stale on the rider.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RiderPersonnelDetail } from '#contract/rider-detail';
import type { AddRiderPersonnel, RiderPersonnel, UpdateRiderPersonnel } from '#contract/rider-people';
import { RIDER_MESSAGES } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderPersonnel, tourPersonnel, userProfiles, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound, validationFailed } from '../../http/errors';
import { nextTourVersion, tombstone } from '../../sync/versioning';
import { requireTourMembers } from '../events/event-personnel.service';
import { nextPosition, requireRider, stamp } from './rider-access';

type PersonnelRow = typeof riderPersonnel.$inferSelect;

export const toRiderPersonnel = (row: PersonnelRow): RiderPersonnel => ({
  id: row.id,
  tourId: row.tourId,
  riderId: row.riderId,
  userId: row.userId,
  role: row.role,
  position: row.position,
});

/** The live people of these riders, by position, with who they are. */
export async function personnelOfRiders(db: Queryable, riderIds: string[]): Promise<RiderPersonnelDetail[]> {
  if (riderIds.length === 0) return [];
  const rows = await db
    .select({
      row: riderPersonnel,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: userProfiles.phoneNumber,
      title: tourPersonnel.roleTitle,
    })
    .from(riderPersonnel)
    .innerJoin(users, eq(users.id, riderPersonnel.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, riderPersonnel.userId))
    .leftJoin(
      tourPersonnel,
      and(
        eq(tourPersonnel.tourId, riderPersonnel.tourId),
        eq(tourPersonnel.userId, riderPersonnel.userId),
        isNull(tourPersonnel.deletedAt),
      ),
    )
    .where(and(inArray(riderPersonnel.riderId, riderIds), isNull(riderPersonnel.deletedAt)))
    .orderBy(asc(riderPersonnel.position), asc(riderPersonnel.id));
  return rows.map(({ row, ...person }) => ({ ...toRiderPersonnel(row), ...person }));
}

async function detailOf(db: Queryable, row: PersonnelRow): Promise<RiderPersonnelDetail> {
  const found = (await personnelOfRiders(db, [row.riderId])).find((person) => person.id === row.id);
  if (!found) throw notFound();
  return found;
}

export async function listRiderPersonnel(db: Queryable, actor: AuthUser, riderId: string) {
  await requireRider(db, actor, riderId, false);
  return personnelOfRiders(db, [riderId]);
}

/** A replay with the same client-made id answers the row it already made. */
export async function addRiderPersonnel(
  db: Queryable,
  actor: AuthUser,
  riderId: string,
  input: AddRiderPersonnel,
  now: Date,
): Promise<RiderPersonnelDetail> {
  const rider = await requireRider(db, actor, riderId, true);
  if (input.id) {
    const [existing] = await db.select().from(riderPersonnel).where(eq(riderPersonnel.id, input.id));
    if (existing && existing.riderId === riderId && !existing.deletedAt) return detailOf(db, existing);
    if (existing) throw notFound();
  }
  await requireTourMembers(db, rider.tourId, [input.userId], 'userId', RIDER_MESSAGES.notPersonnel);
  const onRider = and(eq(riderPersonnel.riderId, riderId), isNull(riderPersonnel.deletedAt));
  const [already] = await db
    .select({ id: riderPersonnel.id })
    .from(riderPersonnel)
    .where(and(onRider, eq(riderPersonnel.userId, input.userId)));
  if (already)
    throw validationFailed({ userId: RIDER_MESSAGES.alreadyOnRider }, RIDER_MESSAGES.alreadyOnRider);
  const position = await nextPosition(db, riderPersonnel, riderPersonnel.position, onRider);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .insert(riderPersonnel)
    .values({
      id: input.id,
      tourId: rider.tourId,
      riderId,
      userId: input.userId,
      role: input.role ?? null,
      position,
      ...stamp(version, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('rider personnel insert returned nothing');
  return detailOf(db, row);
}

async function requirePersonnel(db: Queryable, actor: AuthUser, id: string, riderId?: string) {
  const [row] = await db
    .select()
    .from(riderPersonnel)
    .where(and(eq(riderPersonnel.id, id), isNull(riderPersonnel.deletedAt)));
  if (!row || (riderId && row.riderId !== riderId)) throw notFound();
  const rider = await requireRider(db, actor, row.riderId, true);
  return { row, rider };
}

export async function updateRiderPersonnel(
  db: Queryable,
  actor: AuthUser,
  id: string,
  changes: UpdateRiderPersonnel,
  now: Date,
  riderId?: string,
): Promise<RiderPersonnelDetail> {
  const { rider } = await requirePersonnel(db, actor, id, riderId);
  const version = await nextTourVersion(db, rider.tourId, now);
  const [row] = await db
    .update(riderPersonnel)
    .set({ role: changes.role ?? null, ...stamp(version, now) })
    .where(eq(riderPersonnel.id, id))
    .returning();
  if (!row) throw notFound();
  return detailOf(db, row);
}

export async function removeRiderPersonnel(
  db: Queryable,
  actor: AuthUser,
  id: string,
  now: Date,
  riderId?: string,
) {
  const { rider } = await requirePersonnel(db, actor, id, riderId);
  const version = await nextTourVersion(db, rider.tourId, now);
  await tombstone(db, riderPersonnel, eq(riderPersonnel.id, id), version, now);
}
