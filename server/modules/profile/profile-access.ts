/**
 * Who may read a person's profile (the privacy rule: "Personal documents and travel details are visible only
 * to their owner and to managers of tours the owner shares them with"). The one place this rule
 * lives: profile reads, passport warnings and personal-file downloads all ask here. Everything that
 * is not allowed is "not found", so a profile's existence is never confirmed to anyone else.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { visibleTourIds } from '../tours/tour-access';
import { findActiveUserById } from '../users/users.service';

/** The reader manages the tour: its workspace owner, or ACTIVE personnel as TOUR_OWNER / TOUR_MANAGER. */
const managedBy = (readerId: string) =>
  or(
    eq(workspaces.ownerId, readerId),
    sql`exists (select 1 from ${tourPersonnel} as reader where reader.tour_id = ${tours.id} and reader.user_id = ${readerId} and reader.status = 'ACTIVE' and reader.deleted_at is null and reader.role in ('TOUR_OWNER', 'TOUR_MANAGER'))`,
  );

/** True when the owner shares their details on some tour the reader manages (or reader is owner). */
export async function canReadProfile(db: Queryable, readerId: string, ownerId: string): Promise<boolean> {
  if (readerId === ownerId) return true;
  const [row] = await db
    .select({ id: tours.id })
    .from(tourPersonnel)
    .innerJoin(tours, eq(tours.id, tourPersonnel.tourId))
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .where(
      and(
        eq(tourPersonnel.userId, ownerId),
        eq(tourPersonnel.status, 'ACTIVE'),
        eq(tourPersonnel.shareInformation, true),
        isNull(tourPersonnel.deletedAt),
        managedBy(readerId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The profile owner's id when the actor may read it; 404 otherwise (also for removed accounts). */
export async function requireProfileReader(db: Queryable, actor: AuthUser, ownerId: string): Promise<string> {
  if (!(await canReadProfile(db, actor.id, ownerId))) throw notFound();
  if (!(await findActiveUserById(db, ownerId))) throw notFound();
  return ownerId;
}

/** Only the person edits their own profile (admins too do not: the repo gives them no profile rights). */
export function requireProfileWriter(actor: AuthUser, ownerId: string): string {
  if (actor.id !== ownerId) throw notFound();
  return ownerId;
}

/** Both people can see a common tour (for avatars: tour mates see each other's picture). */
export async function sharesTour(db: Queryable, a: string, b: string): Promise<boolean> {
  if (a === b) return true;
  const [row] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(inArray(tours.id, visibleTourIds(db, a)), inArray(tours.id, visibleTourIds(db, b))))
    .limit(1);
  return row !== undefined;
}
