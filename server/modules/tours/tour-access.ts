/**
 * Who may see and change a tour. A tour is visible to the owner of its workspace (acting as
 * TOUR_OWNER) and to its ACTIVE personnel with their project role. Anything else is "not found":
 * ids of other tenants are never confirmed.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { isManagerRole, type ProjectRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

export type TourRow = typeof tours.$inferSelect;
export interface TourAccess {
  tour: TourRow;
  role: ProjectRole;
}

/** Join condition: the user's live, accepted place on the tour. */
export const activeMembership = (userId: string) =>
  and(
    eq(tourPersonnel.tourId, tours.id),
    eq(tourPersonnel.userId, userId),
    eq(tourPersonnel.status, 'ACTIVE'),
    isNull(tourPersonnel.deletedAt),
  );

export async function findTourAccess(
  db: Queryable,
  userId: string,
  tourId: string,
): Promise<TourAccess | null> {
  const [row] = await db
    .select({ tour: tours, ownerId: workspaces.ownerId, personnelRole: tourPersonnel.role })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(tourPersonnel, activeMembership(userId))
    .where(eq(tours.id, tourId))
    .limit(1);
  if (!row) return null;
  if (row.ownerId === userId) return { tour: row.tour, role: 'TOUR_OWNER' };
  return row.personnelRole ? { tour: row.tour, role: row.personnelRole } : null;
}

export async function requireTourAccess(db: Queryable, actor: AuthUser, tourId: string): Promise<TourAccess> {
  const access = await findTourAccess(db, actor.id, tourId);
  if (!access) throw notFound();
  return access;
}

/** Managers (TOUR_OWNER, TOUR_MANAGER) change tour structure; members get 403 (they can see it exists). */
export async function requireTourManager(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
): Promise<TourAccess> {
  const access = await requireTourAccess(db, actor, tourId);
  if (!isManagerRole(access.role)) throw forbidden('Only the tour’s owner or managers can change this');
  return access;
}

/** Ids of every tour the user can see. */
export function visibleTourIds(db: Queryable, userId: string) {
  return db
    .select({ id: tours.id })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .where(
      or(
        eq(workspaces.ownerId, userId),
        sql`exists (select 1 from ${tourPersonnel} where ${tourPersonnel.tourId} = ${tours.id} and ${tourPersonnel.userId} = ${userId} and ${tourPersonnel.status} = 'ACTIVE' and ${tourPersonnel.deletedAt} is null)`,
      ),
    );
}
