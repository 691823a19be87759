/**
 * What fills a person's calendar, read for many people and a range of dates at once: the days of
 * tours they are ACTIVE on (a tour day's `date` is already its local date, so no zone arithmetic
 * can move it) and the dates they marked unavailable.
 */
import { and, asc, between, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tourDays, tourPersonnel, tours, unavailableDates } from '../../db/schema/index';
import { visibleTourIds } from '../tours/tour-access';

export interface Booking {
  userId: string;
  date: string;
  tourId: string;
  tourName: string;
}

export interface Range {
  from: string;
  to: string;
}

/** Tour days of `userIds` in the range, by date then tour name; `exceptTourId` leaves one tour out. */
export async function bookingsOf(
  db: Queryable,
  userIds: string[],
  range: Range,
  exceptTourId?: string,
): Promise<Booking[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({
      userId: tourPersonnel.userId,
      date: tourDays.date,
      tourId: tours.id,
      tourName: tours.name,
    })
    .from(tourPersonnel)
    .innerJoin(tours, eq(tours.id, tourPersonnel.tourId))
    .innerJoin(tourDays, and(eq(tourDays.tourId, tours.id), isNull(tourDays.deletedAt)))
    .where(
      and(
        inArray(tourPersonnel.userId, userIds),
        eq(tourPersonnel.status, 'ACTIVE'),
        isNull(tourPersonnel.deletedAt),
        between(tourDays.date, range.from, range.to),
        exceptTourId ? ne(tours.id, exceptTourId) : undefined,
      ),
    )
    .orderBy(asc(tourDays.date), asc(tours.name), asc(tours.id));
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/** Marked dates of `userIds` in the range, as `userId → set of dates`. */
export async function markedDatesOf(db: Queryable, userIds: string[], range: Range) {
  const marks = new Map<string, Set<string>>();
  if (userIds.length === 0) return marks;
  const rows = await db
    .select({ userId: unavailableDates.userId, date: unavailableDates.date })
    .from(unavailableDates)
    .where(
      and(inArray(unavailableDates.userId, userIds), between(unavailableDates.date, range.from, range.to)),
    );
  for (const row of rows) {
    const dates = marks.get(row.userId) ?? new Set<string>();
    dates.add(row.date);
    marks.set(row.userId, dates);
  }
  return marks;
}

/** Of `tourIds`, those the caller may see (tour names of the rest are never told). */
export async function visibleOf(db: Queryable, callerId: string, tourIds: string[]) {
  if (tourIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(inArray(tours.id, tourIds), inArray(tours.id, visibleTourIds(db, callerId))));
  return new Set(rows.map((row) => row.id));
}

export const personName = (person: { firstName: string | null; lastName: string | null; email: string }) =>
  `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email;
