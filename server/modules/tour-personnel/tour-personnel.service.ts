import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ProjectRole } from '#contract/roles';
import type { TourPersonnel } from '#contract/tour-personnel';
import type { Queryable } from '../../db/client';
import { eventPersonnel, events, tourPersonnel, userProfiles, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { nextTourVersion, pokeAccessChanged, tombstone } from '../../sync/versioning';
import { leaveTourRooms } from '../accommodation/room-members.service';
import { restampEvents } from '../events/event-audience';
import { leaveTourGroups } from '../groups/group-members.service';
import { assertTitleInCatalogue } from '../tour-personnel-roles/tour-personnel-roles.service';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';

type Row = typeof tourPersonnel.$inferSelect;
type Joined = {
  personnel: Row;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
};

export const toTourPersonnel = ({ personnel, firstName, lastName, phoneNumber }: Joined): TourPersonnel => ({
  id: personnel.id,
  tourId: personnel.tourId,
  userId: personnel.userId,
  email: personnel.email,
  firstName,
  lastName,
  role: personnel.role,
  roleTitle: personnel.roleTitle,
  status: personnel.status,
  shareInformation: personnel.shareInformation,
  phoneNumber,
});

/** Personnel rows with the person's name and phone number (the sync pull reads them the same way). */
export function selectPersonnel(db: Queryable) {
  return db
    .select({
      personnel: tourPersonnel,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: userProfiles.phoneNumber,
    })
    .from(tourPersonnel)
    .leftJoin(users, eq(users.id, tourPersonnel.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, tourPersonnel.userId));
}

export async function listTourPersonnel(db: Queryable, actor: AuthUser, tourId: string) {
  await requireTourAccess(db, actor, tourId);
  const rows = await selectPersonnel(db)
    .where(and(eq(tourPersonnel.tourId, tourId), isNull(tourPersonnel.deletedAt)))
    .orderBy(asc(tourPersonnel.createdAt));
  return rows.map(toTourPersonnel);
}

export async function getTourPersonnel(db: Queryable, actor: AuthUser, tourId: string, personnelId: string) {
  await requireTourAccess(db, actor, tourId);
  const [row] = await selectPersonnel(db).where(
    and(eq(tourPersonnel.id, personnelId), eq(tourPersonnel.tourId, tourId), isNull(tourPersonnel.deletedAt)),
  );
  if (!row) throw notFound();
  return toTourPersonnel(row);
}

/** Only an owner hands out or takes away the owner role. */
export function guardOwnerRole(actorRole: ProjectRole, ...roles: (ProjectRole | undefined)[]) {
  if (actorRole !== 'TOUR_OWNER' && roles.includes('TOUR_OWNER'))
    throw forbidden('Only a project owner can grant or change the owner role');
}

export async function updateTourPersonnel(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  personnelId: string,
  input: { role?: ProjectRole; roleTitle?: string | null },
  now: Date,
) {
  const { role: actorRole, tour } = await requireTourManager(db, actor, tourId);
  const current = await getTourPersonnel(db, actor, tourId, personnelId);
  guardOwnerRole(actorRole, input.role, current.role);
  await assertTitleInCatalogue(db, tour.workspaceId, input.roleTitle, now, current.roleTitle);
  const version = await nextTourVersion(db, tourId, now);
  await db
    .update(tourPersonnel)
    .set({ ...input, version, updatedAt: now })
    .where(eq(tourPersonnel.id, personnelId));
  if (input.role && input.role !== current.role) await restampRoleDependentRows(db, tourId, version, now);
  return getTourPersonnel(db, actor, tourId, personnelId);
}

/**
 * What a person may see depends on their role only for "assigned only" events: re-stamp those and
 * their assignments so the person's next pull re-decides each of them (no reset needed).
 */
async function restampRoleDependentRows(db: Queryable, tourId: string, version: number, now: Date) {
  const hidden = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tourId, tourId), eq(events.visibility, 'ASSIGNED_ONLY')));
  await restampEvents(
    db,
    hidden.map((event) => event.id),
    version,
    now,
  );
}

export async function removeTourPersonnel(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  personnelId: string,
  now: Date,
) {
  const { role: actorRole } = await requireTourManager(db, actor, tourId);
  const current = await getTourPersonnel(db, actor, tourId, personnelId);
  guardOwnerRole(actorRole, current.role);
  const version = await nextTourVersion(db, tourId, now);
  await tombstone(db, tourPersonnel, eq(tourPersonnel.id, personnelId), version, now);
  // Someone off the tour is off its events and groups too (their rows are tombstoned with this write).
  if (current.userId) {
    await tombstone(
      db,
      eventPersonnel,
      and(
        eq(eventPersonnel.tourId, tourId),
        eq(eventPersonnel.userId, current.userId),
        isNull(eventPersonnel.deletedAt),
      ),
      version,
      now,
    );
    await leaveTourGroups(db, tourId, current.userId, version, now);
    await leaveTourRooms(db, tourId, current.userId, version, now);
    // The tour's poke no longer reaches them: their devices are told to let the tour go now.
    await pokeAccessChanged(db, tourId, [current.userId]);
  }
}

/**
 * Called when an account is confirmed: invitations to its e-mail are linked to the account and
 * stay INVITED — the person accepts or declines them on their dashboard.
 */
export async function claimInvitations(db: Queryable, userId: string, email: string, now: Date) {
  const pending = await db
    .select({ id: tourPersonnel.id, tourId: tourPersonnel.tourId })
    .from(tourPersonnel)
    .where(
      and(
        eq(tourPersonnel.email, email),
        eq(tourPersonnel.status, 'INVITED'),
        isNull(tourPersonnel.userId),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  for (const invitation of pending) {
    const version = await nextTourVersion(db, invitation.tourId, now);
    await db
      .update(tourPersonnel)
      .set({ userId, version, updatedAt: now })
      .where(eq(tourPersonnel.id, invitation.id));
  }
}
