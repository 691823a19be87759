/**
 * Who may see and change a tour. A tour is visible to the owner of its workspace (acting as
 * TOUR_OWNER) and to its ACTIVE personnel with their project role. Anything else is "not found":
 * ids of other tenants are never confirmed.
 */
import { and, eq, inArray, isNull, or, type Placeholder, sql } from 'drizzle-orm';
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

/** A user id, or the placeholder of one in a prepared statement. */
type UserId = string | Placeholder;

/** Join condition: the user's live, accepted place on the tour. */
export const activeMembership = (userId: UserId) =>
  and(
    eq(tourPersonnel.tourId, tours.id),
    eq(tourPersonnel.userId, userId),
    eq(tourPersonnel.status, 'ACTIVE'),
    isNull(tourPersonnel.deletedAt),
  );

/** The rule, in SQL over tours ⋈ workspaces ⟕ activeMembership: the owner, else the member's role, else null. */
export const roleOnTour = (userId: UserId) =>
  sql<ProjectRole | null>`case when ${workspaces.ownerId} = ${userId} then 'TOUR_OWNER' else ${tourPersonnel.role} end`;

export async function findTourAccess(
  db: Queryable,
  userId: string,
  tourId: string,
): Promise<TourAccess | null> {
  const [row] = await db
    .select({ tour: tours, role: roleOnTour(userId) })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(tourPersonnel, activeMembership(userId))
    .where(eq(tours.id, tourId))
    .limit(1);
  return row?.role ? { tour: row.tour, role: row.role } : null;
}

/**
 * The same check as a one-row subquery `tour_access(role)` for a read that folds it into its own
 * statement (one round trip less): no row for an unknown tour, a null role for no access.
 */
export function tourAccessSubquery(db: Queryable, userId: UserId, tourId: string | Placeholder) {
  return db.$with('tour_access').as(
    db
      .select({ role: roleOnTour(userId).as('role') })
      .from(tours)
      .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
      .leftJoin(tourPersonnel, activeMembership(userId))
      .where(eq(tours.id, tourId))
      .limit(1),
  );
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
  return assertManager(await requireTourAccess(db, actor, tourId));
}

/** The manager rule on an access already read (403: a member can see the tour exists). */
export function assertManager<A extends { role: ProjectRole }>(access: A): A {
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

/**
 * Of `userIds`, who may see each of `tourIds` (the rule above: the workspace's owner or ACTIVE
 * personnel), in one query: whom the live channel (server/live/) may tell that a tour changed.
 */
export function tourAudience(db: Queryable, tourIds: string[], userIds: string[]) {
  const owners = db
    .select({ tourId: tours.id, userId: workspaces.ownerId })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .where(and(inArray(tours.id, tourIds), inArray(workspaces.ownerId, userIds)));
  const members = db
    .select({ tourId: tourPersonnel.tourId, userId: sql<string>`${tourPersonnel.userId}` })
    .from(tourPersonnel)
    .where(
      and(
        inArray(tourPersonnel.tourId, tourIds),
        inArray(tourPersonnel.userId, userIds),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    );
  return owners.union(members);
}
