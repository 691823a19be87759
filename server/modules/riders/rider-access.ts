/**
 * Finding a live rider the caller may see (or change), and the bookkeeping every rider write shares:
 * one new tour version per write, stamped on every row it touches. Another tenant's rider is 404.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Rider } from '#contract/riders';
import type { Queryable } from '../../db/client';
import { riderSupportingActs, riders } from '../../db/schema/index';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { requireTourAccess, requireTourManager } from '../tours/tour-access';
import { positionAfter } from './riders.policy';

export type RiderRow = typeof riders.$inferSelect;

export const toRider = (row: RiderRow): Rider => ({
  id: row.id,
  tourId: row.tourId,
  name: row.name,
  type: row.type,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});

/** The live rider; with `manage`, only for the tour's managers (members 403, strangers 404). */
export async function requireRider(db: Queryable, actor: AuthUser, id: string, manage: boolean) {
  const [row] = await db
    .select()
    .from(riders)
    .where(and(eq(riders.id, id), isNull(riders.deletedAt)));
  if (!row) throw notFound();
  if (manage) await requireTourManager(db, actor, row.tourId);
  else await requireTourAccess(db, actor, row.tourId);
  return row;
}

/** The live supporting act and its rider, under the same rule as the rider. */
export async function requireSupportingAct(db: Queryable, actor: AuthUser, id: string, manage: boolean) {
  const [act] = await db
    .select()
    .from(riderSupportingActs)
    .where(and(eq(riderSupportingActs.id, id), isNull(riderSupportingActs.deletedAt)));
  if (!act) throw notFound();
  const rider = await requireRider(db, actor, act.riderId, manage);
  return { act, rider };
}

export const stamp = (version: number, now: Date) => ({ version, updatedAt: now });

/** Only the fields the change names: a field left out keeps what another device wrote. */
export function definedFields<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The position after the last live row matching `where`. */
export async function nextPosition(
  db: Queryable,
  table: PgTable,
  position: AnyPgColumn,
  where: SQL | undefined,
) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${position})` })
    .from(table)
    .where(where);
  return positionAfter(row?.max);
}
