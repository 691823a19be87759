/** A person's own unavailable days: only they mark, unmark and list them (scoped to the caller). */
import { and, asc, between, eq } from 'drizzle-orm';
import type { DateRangeQuery } from '#contract/availability';
import type { Queryable } from '../../db/client';
import { unavailableDates } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';

export async function listUnavailableDates(db: Queryable, actor: AuthUser, range: DateRangeQuery) {
  return db
    .select({ date: unavailableDates.date })
    .from(unavailableDates)
    .where(and(eq(unavailableDates.userId, actor.id), between(unavailableDates.date, range.from, range.to)))
    .orderBy(asc(unavailableDates.date));
}

/** Marking a marked day again changes nothing (a retried request is harmless). */
export async function markUnavailable(db: Queryable, actor: AuthUser, date: string, now: Date) {
  await db.insert(unavailableDates).values({ userId: actor.id, date, createdAt: now }).onConflictDoNothing();
  return { date };
}

/** Unmarking a day that was not marked is fine too: the answer is the same state. */
export async function unmarkUnavailable(db: Queryable, actor: AuthUser, date: string) {
  await db
    .delete(unavailableDates)
    .where(and(eq(unavailableDates.userId, actor.id), eq(unavailableDates.date, date)));
}
