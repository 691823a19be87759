/**
 * Booking warnings: when a manager puts people on a tour or on an event, the days they are already
 * booked on another tour, or marked unavailable. A warning never stops the write; it names the
 * other tour only if the manager may see it ("another tour" otherwise).
 */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { BookingWarningsQuery } from '#contract/availability';
import type { Queryable } from '../../db/client';
import { tourDays, tourPersonnel, users } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { requireTourManager } from '../tours/tour-access';
import { bookingsOf, markedDatesOf, personName, visibleOf } from './bookings';

interface Person {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** Warnings for `people` working `dates` of `tourId` (its own days never count against it). */
async function warningsOn(
  db: Queryable,
  callerId: string,
  tourId: string,
  people: Person[],
  dates: string[],
): Promise<string[]> {
  const sorted = [...new Set(dates)].sort();
  const from = sorted[0];
  const to = sorted.at(-1);
  if (people.length === 0 || !from || !to) return [];
  const wanted = new Set(sorted);
  const userIds = people.map((person) => person.id);
  const bookings = (await bookingsOf(db, userIds, { from, to }, tourId)).filter((b) => wanted.has(b.date));
  const marks = await markedDatesOf(db, userIds, { from, to });
  const visible = await visibleOf(db, callerId, [...new Set(bookings.map((b) => b.tourId))]);
  const warnings: string[] = [];
  for (const person of people) {
    const name = personName(person);
    const byTour = new Map<string, { label: string; dates: string[] }>();
    for (const booking of bookings.filter((b) => b.userId === person.id)) {
      // Tours the caller may not see are one "another tour": not even how many there are.
      const shown = visible.has(booking.tourId);
      const key = shown ? booking.tourId : 'hidden';
      const entry = byTour.get(key) ?? { label: shown ? booking.tourName : 'another tour', dates: [] };
      if (!entry.dates.includes(booking.date)) entry.dates.push(booking.date);
      byTour.set(key, entry);
    }
    for (const { label, dates: on } of byTour.values())
      warnings.push(`${name} is booked on ${label} on ${on.join(', ')}`);
    const marked = sorted.filter((date) => marks.get(person.id)?.has(date));
    if (marked.length > 0) warnings.push(`${name} is unavailable on ${marked.join(', ')}`);
  }
  return warnings;
}

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** For the event form: people of this tour about to work `date` (anyone not on the tour is ignored). */
export async function bookingWarnings(
  db: Queryable,
  actor: AuthUser,
  tourId: string,
  query: BookingWarningsQuery,
) {
  await requireTourManager(db, actor, tourId);
  if (query.userIds.length === 0) return { warnings: [] };
  const people = await db
    .selectDistinct(personColumns)
    .from(tourPersonnel)
    .innerJoin(users, eq(users.id, tourPersonnel.userId))
    .where(
      and(
        eq(tourPersonnel.tourId, tourId),
        inArray(tourPersonnel.userId, query.userIds),
        ne(tourPersonnel.status, 'DECLINED'),
        isNull(tourPersonnel.deletedAt),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  return { warnings: await warningsOn(db, actor.id, tourId, people, [query.date]) };
}

/** For the tour personnel invite (already checked and written by the caller): every day of the tour. */
export async function inviteWarnings(db: Queryable, actor: AuthUser, tourId: string, emails: string[]) {
  if (emails.length === 0) return [];
  const people = await db
    .select(personColumns)
    .from(users)
    .where(and(inArray(users.email, emails), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const days = await db
    .select({ date: tourDays.date })
    .from(tourDays)
    .where(and(eq(tourDays.tourId, tourId), isNull(tourDays.deletedAt)));
  return warningsOn(
    db,
    actor.id,
    tourId,
    people,
    days.map((day) => day.date),
  );
}
