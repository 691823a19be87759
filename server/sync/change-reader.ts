/**
 * The one way a synced table becomes sync changes: the rows of one tour in a version range, oldest
 * first, each as `{entity, id, op, version, data}` (data null for a tombstone). `scope` names what
 * the pull needs to hide a row from someone (its event, its owner); `only` narrows a shared table.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SyncEntity } from '#contract/sync';
import type { Queryable } from '../db/client';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

type SyncedTable = PgTable & { id: PgColumn; tourId: PgColumn; version: PgColumn };
type SyncedRow = { id: string; version: number; deletedAt: Date | null };
type Scope = Pick<ChangeRow, 'eventId' | 'ownerUserId'>;

export type ChangeReader = (db: Queryable, r: Range) => Promise<ChangeRow[]>;

export function changeReader<T extends SyncedTable>(
  entity: SyncEntity,
  table: T,
  toData: (row: T['$inferSelect'] & SyncedRow) => Record<string, unknown>,
  options: { only?: SQL; scope?: (row: T['$inferSelect'] & SyncedRow) => Scope } = {},
): ChangeReader {
  return async (db, r) => {
    const q = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.tourId, r.tourId), versionFilter(table.version, r), options.only))
      .orderBy(asc(table.version));
    // A select over `table` returns its rows; drizzle cannot carry that type through a generic table.
    const rows = (await (r.limit ? q.limit(r.limit) : q)) as (T['$inferSelect'] & SyncedRow)[];
    return rows.map((row) => ({
      entity,
      id: row.id,
      op: op(row.deletedAt),
      version: row.version,
      ...options.scope?.(row),
      data: row.deletedAt ? null : toData(row),
    }));
  };
}
