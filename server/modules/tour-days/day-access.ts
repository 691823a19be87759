/**
 * A day with the caller's role on its tour, in one prepared statement: the day ⋈ its tour ⋈ the
 * workspace ⟕ the caller's membership. Every day-level write (notes, tags, events of a day) starts
 * here, and a replay of 500 queued notes runs it 500 times, so it is one round trip, not two.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { tourDays, tourPersonnel, tours, workspaces } from '../../db/schema/index';
import { activeMembership, roleOnTour } from '../tours/tour-access';

const userId = sql.placeholder('userId');
const dayId = sql.placeholder('dayId');

const dayWithAccess = preparedPerHandle((db) =>
  db
    .select({ day: tourDays, tour: tours, role: roleOnTour(userId) })
    .from(tourDays)
    .innerJoin(tours, eq(tours.id, tourDays.tourId))
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(tourPersonnel, activeMembership(userId))
    .where(and(eq(tourDays.id, dayId), isNull(tourDays.deletedAt)))
    .limit(1)
    .prepare('day_with_access'),
);

/** The live day, its tour and the caller's role (null: no access); undefined when there is no such day. */
export async function findDayWithAccess(db: Queryable, actorId: string, id: string) {
  const [row] = await dayWithAccess(db).execute({ userId: actorId, dayId: id });
  return row;
}
