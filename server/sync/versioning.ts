/**
 * How a write becomes visible to pulls (docs/offline-client.md): it takes the next tour version and
 * stamps every row it touches with it; a delete is a tombstone (`deleted_at` + that version), never
 * a removed row, so a device that pulls later still learns the row is gone.
 */
import { eq, Param, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { tours } from '../db/schema/index';
import { notFound } from '../http/errors';

/** The NOTIFY channel of "tour N changed" (payload: the tour id); server/live/ listens on it. */
export const TOUR_CHANGED_CHANNEL = 'roadie_tour';

/**
 * "Your access to tour T changed" for people the tour's own pokes no longer (or not yet) reach: a
 * person taken off the tour, everyone on a tour being deleted, the owner of a new tour (their other
 * devices). Same channel, payload `<tourId>:<userId>`; sent when the transaction commits, like the
 * bump's. Their device pulls and learns from the tour list that it lost or gained the tour.
 */
export async function pokeAccessChanged(db: Queryable, tourId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const payloads = userIds.map((userId) => sql`${`${tourId}:${userId}`}`);
  await db.execute(
    sql`select pg_notify(${TOUR_CHANGED_CHANNEL}, payload) from unnest(array[${sql.join(payloads, sql`, `)}]::text[]) as payload`,
  );
}

/**
 * The bump itself: takes the tour's row lock, raises its version and returns the new one. It also
 * pokes the live channel from the same statement (no extra round trip): PostgreSQL delivers a
 * NOTIFY only when its transaction commits, drops it with a rolled-back savepoint, and sends one
 * copy of identical payloads per transaction, so a batch of 500 writes to one tour is one poke.
 */
const bumpTourVersion = (db: Queryable, tourId: string | Placeholder, now: Date | SQL) =>
  db
    .update(tours)
    .set({ version: sql`${tours.version} + 1`, updatedAt: now })
    .where(eq(tours.id, tourId))
    .returning({
      version: tours.version,
      poked: sql<string>`pg_notify(${TOUR_CHANGED_CHANNEL}, ${tours.id}::text)`.as('poked'),
    });

/**
 * Takes the tour's row lock and returns the next version: every row this write touches is stamped
 * with it, so a pull `since` the previous version sees exactly this write's changes.
 */
export async function nextTourVersion(db: Queryable, tourId: string, now: Date): Promise<number> {
  const [row] = await bumpTourVersion(db, tourId, now);
  if (!row) throw notFound();
  return row.version;
}

/**
 * `nextTourVersion` folded into the write that stamps its row, as the CTE `next_version`: the same
 * row lock and bump, one round trip less (for the hottest offline write, `note.create`). It is made
 * for a prepared statement: the tour and the time are the placeholders `tourId` and `now` (a Date,
 * written as the column writes one). The write reads the version with `versionOf(next)`. Nothing is
 * cached: each run bumps, and a rolled-back savepoint takes its bump with it. A missing tour leaves
 * the version null, which the write's not-null column refuses, so callers confirm the tour first
 * (as their access check does).
 */
export function nextTourVersionCte(db: Queryable) {
  const now = sql`${new Param(sql.placeholder('now'), tours.updatedAt)}`;
  return db.$with('next_version').as(bumpTourVersion(db, sql.placeholder('tourId'), now));
}

export const versionOf = (next: ReturnType<typeof nextTourVersionCte>) =>
  sql<number>`(select ${next.version} from ${next})`;

type Tombstonable = PgTable & { deletedAt: PgColumn; version: PgColumn };

/**
 * Tombstones the rows of `table` matching `where` with `version` (and `updated_at` where the table
 * has one: `files` does not). Returns the update, so a caller can add `.returning(…)`. `where` is the
 * caller's own: whether already-deleted rows are skipped (`isNull(deletedAt)`) is its decision.
 */
export function tombstone<T extends Tombstonable>(
  db: Queryable,
  table: T,
  where: SQL | undefined,
  version: number,
  now: Date,
) {
  const set =
    'updatedAt' in table ? { deletedAt: now, version, updatedAt: now } : { deletedAt: now, version };
  return db.update(table).set(set).where(where);
}
