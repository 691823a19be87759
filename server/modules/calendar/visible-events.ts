/**
 * Events of every tour the caller can see, filtered in SQL so limits and ranges are exact. The
 * condition is canSeeEvent (events.policy.ts) per tour role: managers see every event; others see
 * "everyone" events and the ones they are assigned to, directly or through a group.
 */
import { and, eq, getTableName, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { isManagerRole, type ProjectRole } from '#contract/roles';
import type { Queryable } from '../../db/client';
import { eventPersonnel, events, tourPersonnel, tours, workspaces } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { inAssignedGroup } from '../events/event-audience';

export interface VisibleTour {
  id: string;
  name: string;
  role: ProjectRole;
}

/** The tours the user sees (as findTourAccess decides), with their role; one tour if `tourId` is given. */
export async function visibleTours(db: Queryable, userId: string, tourId?: string): Promise<VisibleTour[]> {
  const rows = await db
    .select({ id: tours.id, name: tours.name, ownerId: workspaces.ownerId, role: tourPersonnel.role })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(
      tourPersonnel,
      and(
        eq(tourPersonnel.tourId, tours.id),
        eq(tourPersonnel.userId, userId),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
      ),
    )
    .where(
      and(
        or(eq(workspaces.ownerId, userId), isNotNull(tourPersonnel.id)),
        tourId ? eq(tours.id, tourId) : undefined,
      ),
    );
  const visible = rows.flatMap((row): VisibleTour[] => {
    const role = row.ownerId === userId ? 'TOUR_OWNER' : row.role;
    return role ? [{ id: row.id, name: row.name, role }] : [];
  });
  if (tourId && visible.length === 0) throw notFound();
  return visible;
}

/** Live events of these tours that the user may see; undefined when there are no tours at all. */
export function visibleEventsOf(visible: VisibleTour[], userId: string): SQL | undefined {
  const managed = visible.filter((tour) => isManagerRole(tour.role)).map((tour) => tour.id);
  const others = visible.filter((tour) => !isManagerRole(tour.role)).map((tour) => tour.id);
  const assignedToUser = sql`exists (select 1 from ${eventPersonnel} where ${eventPersonnel.eventId} = ${events.id} and ${eventPersonnel.userId} = ${userId} and ${eventPersonnel.deletedAt} is null)`;
  // Qualified by hand: the subquery has ids of its own (see tour-schedule.service.ts).
  const inGroup = inAssignedGroup(sql`${sql.identifier(getTableName(events))}.id`, userId);
  const seen = or(
    managed.length > 0 ? inArray(events.tourId, managed) : undefined,
    others.length > 0
      ? and(inArray(events.tourId, others), or(eq(events.visibility, 'EVERYONE'), assignedToUser, inGroup))
      : undefined,
  );
  return seen ? and(isNull(events.deletedAt), seen) : undefined;
}
