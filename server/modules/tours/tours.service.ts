import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { datesBetween } from '#contract/dates';
import type { ProjectRole } from '#contract/roles';
import { type CreateTour, MAX_TOUR_DAYS, type Tour, type UpdateTour } from '#contract/tours';
import type { Queryable } from '../../db/client';
import { events, files, notes, tourDays, tourPersonnel, tours, workspaces } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { conflict, forbidden, validationFailed } from '../../http/errors';
import { tombstoneChildren } from '../../sync/cascade';
import { nextTourVersion, pokeAccessChanged, tombstone } from '../../sync/versioning';
import { getManagedArtist } from '../artists/artists.service';
import {
  activeMembership,
  requireTourAccess,
  requireTourManager,
  type TourRow,
  visibleTourIds,
} from './tour-access';

export const toTour = (row: TourRow, role: ProjectRole): Tour => ({
  id: row.id,
  artistId: row.artistId,
  workspaceId: row.workspaceId,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  logoUrl: row.logoUrl,
  archived: row.archivedAt !== null,
  version: row.version,
  role,
});

export async function listTours(
  db: Queryable,
  actor: AuthUser,
  filter: { artistId?: string; archived?: 'true' | 'false' },
) {
  const conditions: (SQL | undefined)[] = [inArray(tours.id, visibleTourIds(db, actor.id))];
  if (filter.artistId) conditions.push(eq(tours.artistId, filter.artistId));
  if (filter.archived === 'true') conditions.push(isNotNull(tours.archivedAt));
  if (filter.archived === 'false') conditions.push(isNull(tours.archivedAt));
  const rows = await db
    .select({ tour: tours, ownerId: workspaces.ownerId, role: tourPersonnel.role })
    .from(tours)
    .innerJoin(workspaces, eq(workspaces.id, tours.workspaceId))
    .leftJoin(tourPersonnel, activeMembership(actor.id))
    .where(and(...conditions))
    .orderBy(desc(tours.startDate));
  return rows.map((row) =>
    toTour(row.tour, row.ownerId === actor.id ? 'TOUR_OWNER' : (row.role ?? 'TOUR_MEMBER')),
  );
}

export async function getTour(db: Queryable, actor: AuthUser, id: string): Promise<Tour> {
  const { tour, role } = await requireTourAccess(db, actor, id);
  return toTour(tour, role);
}

/** A new tour with one day per date (time zone UTC until a venue is assigned) and its creator as owner. */
export async function createTour(
  db: Queryable,
  actor: AuthUser,
  input: CreateTour,
  now: Date,
): Promise<Tour> {
  const artist = await getManagedArtist(db, actor, input.artistId);
  const [tour] = await db
    .insert(tours)
    .values({
      id: input.id,
      workspaceId: artist.workspaceId,
      artistId: artist.id,
      name: input.name,
      startDate: input.startDate,
      endDate: input.endDate,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!tour) throw new Error('tour insert returned nothing');
  const stamp = { tourId: tour.id, version: 1, createdAt: now, updatedAt: now };
  await db
    .insert(tourDays)
    .values(
      datesBetween(input.startDate, input.endDate).map((date) => ({ ...stamp, date, timeZone: 'UTC' })),
    );
  await db
    .insert(tourPersonnel)
    .values({ ...stamp, userId: actor.id, email: actor.email, role: 'TOUR_OWNER', status: 'ACTIVE' });
  // The owner's other devices learn of the new tour at once.
  await pokeAccessChanged(db, tour.id, [actor.id]);
  return toTour(tour, 'TOUR_OWNER');
}

/** Days outside new dates are removed only when nothing is planned on them. */
export async function updateTour(
  db: Queryable,
  actor: AuthUser,
  id: string,
  input: UpdateTour,
  now: Date,
): Promise<Tour> {
  const { tour, role } = await requireTourManager(db, actor, id);
  const startDate = input.startDate ?? tour.startDate;
  const endDate = input.endDate ?? tour.endDate;
  // The contract checks dates sent together; here the merged result is checked against what is stored.
  if (startDate > endDate)
    throw validationFailed({ endDate: 'The end date must be on or after the start date' });
  if (datesBetween(startDate, endDate).length > MAX_TOUR_DAYS) {
    throw validationFailed({ endDate: `A tour can span at most ${MAX_TOUR_DAYS} days` });
  }
  const outside = and(
    eq(tourDays.tourId, id),
    isNull(tourDays.deletedAt),
    or(lt(tourDays.date, startDate), gt(tourDays.date, endDate)),
  );
  const [busy] = await db
    .select({ id: tourDays.id })
    .from(tourDays)
    .where(
      and(
        outside,
        or(
          sql`exists (select 1 from ${events} where ${events.tourDayId} = ${tourDays.id} and ${events.deletedAt} is null)`,
          sql`exists (select 1 from ${notes} where ${notes.tourDayId} = ${tourDays.id} and ${notes.deletedAt} is null)`,
        ),
      ),
    )
    .limit(1);
  if (busy) throw conflict('Move or delete the events and notes on days outside the new dates first');
  // A day file would be left on a deleted day: the day's files must go (or move) first too.
  const [withFiles] = await db
    .select({ id: tourDays.id })
    .from(tourDays)
    .where(
      and(
        outside,
        sql`exists (select 1 from ${files} where ${files.tourDayId} = ${tourDays.id} and ${files.deletedAt} is null)`,
      ),
    )
    .limit(1);
  if (withFiles) throw conflict('Delete the files of the days outside the new dates first');
  const version = await nextTourVersion(db, id, now);
  const removed = await tombstone(db, tourDays, outside, version, now).returning({ id: tourDays.id });
  // The checks above leave nothing live on these days; the cascade list (contract/sync-cascade.ts)
  // still decides what would go with them, the same rule every device applies.
  await tombstoneChildren(
    db,
    'tourDay',
    removed.map((day) => day.id),
    version,
    now,
  );
  const existing = await db
    .select({ date: tourDays.date })
    .from(tourDays)
    .where(and(eq(tourDays.tourId, id), isNull(tourDays.deletedAt)));
  const have = new Set(existing.map((day) => day.date));
  const missing = datesBetween(startDate, endDate).filter((date) => !have.has(date));
  if (missing.length > 0) {
    await db.insert(tourDays).values(
      missing.map((date) => ({
        tourId: id,
        date,
        timeZone: 'UTC',
        version,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  const [row] = await db
    .update(tours)
    .set({ ...input, updatedAt: now })
    .where(eq(tours.id, id))
    .returning();
  return toTour(row ?? tour, role);
}

export async function archiveTour(
  db: Queryable,
  actor: AuthUser,
  id: string,
  archived: boolean,
  now: Date,
): Promise<Tour> {
  const { role } = await requireTourManager(db, actor, id);
  const version = await nextTourVersion(db, id, now);
  const [row] = await db
    .update(tours)
    .set({ archivedAt: archived ? now : null, version, updatedAt: now })
    .where(eq(tours.id, id))
    .returning();
  if (!row) throw new Error('tour vanished');
  return toTour(row, role);
}

/** Deleting a whole tour is the owner's call alone. */
export async function deleteTour(db: Queryable, actor: AuthUser, id: string) {
  const { role } = await requireTourAccess(db, actor, id);
  if (role !== 'TOUR_OWNER') throw forbidden('Only the tour’s owner can delete it');
  // Everyone on it is told before the rows (and with them the audience) are gone.
  const people = await db
    .select({ userId: tourPersonnel.userId })
    .from(tourPersonnel)
    .where(and(eq(tourPersonnel.tourId, id), isNull(tourPersonnel.deletedAt)));
  await pokeAccessChanged(
    db,
    id,
    people.flatMap((person) => (person.userId ? [person.userId] : [])),
  );
  await db.delete(tours).where(eq(tours.id, id));
}
