/**
 * The signed-in user's invitations: listing, accepting and declining their own. Someone else's
 * invitation is "not found", like any id the caller may not see.
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TourInvitation } from '#contract/invitations';
import type { Queryable } from '../../db/client';
import { artists, tourPersonnel, tours, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { nextTourVersion } from '../../sync/versioning';

const inviter = alias(users, 'inviter');

/** Pending and addressed to the caller: linked to their account, or to their e-mail before it was. */
const pendingFor = (actor: AuthUser) =>
  and(
    eq(tourPersonnel.status, 'INVITED'),
    isNull(tourPersonnel.deletedAt),
    or(
      eq(tourPersonnel.userId, actor.id),
      and(isNull(tourPersonnel.userId), eq(tourPersonnel.email, actor.email.toLowerCase())),
    ),
  );

export async function listInvitations(db: Queryable, actor: AuthUser): Promise<TourInvitation[]> {
  const rows = await db
    .select({
      personnel: tourPersonnel,
      tour: { name: tours.name, startDate: tours.startDate, endDate: tours.endDate },
      artistName: artists.name,
      inviter: { firstName: inviter.firstName, lastName: inviter.lastName, email: inviter.email },
    })
    .from(tourPersonnel)
    .innerJoin(tours, eq(tours.id, tourPersonnel.tourId))
    .innerJoin(artists, eq(artists.id, tours.artistId))
    .leftJoin(inviter, eq(inviter.id, tourPersonnel.invitedBy))
    .where(pendingFor(actor))
    .orderBy(desc(tourPersonnel.invitedAt), desc(tourPersonnel.createdAt));
  return rows.map((row) => ({
    kind: 'TOUR',
    id: row.personnel.id,
    tourId: row.personnel.tourId,
    tourName: row.tour.name,
    artistName: row.artistName,
    startDate: row.tour.startDate,
    endDate: row.tour.endDate,
    role: row.personnel.role,
    roleTitle: row.personnel.roleTitle,
    invitedBy: row.inviter?.email ? { ...row.inviter, email: row.inviter.email } : null,
    invitedAt: (row.personnel.invitedAt ?? row.personnel.createdAt).toISOString(),
  }));
}

async function answer(db: Queryable, actor: AuthUser, id: string, status: 'ACTIVE' | 'DECLINED', now: Date) {
  const [invitation] = await db
    .select({ tourId: tourPersonnel.tourId })
    .from(tourPersonnel)
    .where(and(eq(tourPersonnel.id, id), pendingFor(actor)));
  if (!invitation) throw notFound('Invitation not found');
  // Stamped with the tour's next version: managers' mirrors show the answer, and an accepted
  // tour's first pull (since 0) brings everything in it.
  const version = await nextTourVersion(db, invitation.tourId, now);
  await db
    .update(tourPersonnel)
    .set({ status, userId: actor.id, version, updatedAt: now })
    .where(eq(tourPersonnel.id, id));
  return invitation;
}

export async function acceptTourInvitation(db: Queryable, actor: AuthUser, id: string, now: Date) {
  const { tourId } = await answer(db, actor, id, 'ACTIVE', now);
  return { kind: 'TOUR' as const, tourId };
}

export async function declineTourInvitation(db: Queryable, actor: AuthUser, id: string, now: Date) {
  await answer(db, actor, id, 'DECLINED', now);
}
