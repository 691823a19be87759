/** Everyone who can see a tour, with the role they see it with (the rule of tours/tour-access.ts, for all at once). */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ProjectRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { tourPersonnel, tours, users, workspaces } from '../../db/schema/index';

/** Active personnel with an account, and the workspace's owner (always as TOUR_OWNER); removed accounts left out. */
export async function tourPeople(db: Queryable, tourId: string): Promise<Map<string, ProjectRole>> {
  const personnel = await db
    .select({ userId: tourPersonnel.userId, role: tourPersonnel.role })
    .from(tourPersonnel)
    .innerJoin(users, eq(users.id, tourPersonnel.userId))
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
        isNotNull(tourPersonnel.userId),
        isNull(users.deletedAt),
      ),
    );
  const owners = await db
    .select({ userId: workspaces.ownerId })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(and(eq(tours.id, tourId), isNull(users.deletedAt)));
  const people = new Map<string, ProjectRole>();
  for (const { userId, role } of personnel) if (userId) people.set(userId, role);
  for (const { userId } of owners) people.set(userId, 'TOUR_OWNER');
  return people;
}
