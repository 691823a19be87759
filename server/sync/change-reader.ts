/**
 * The one way a synced table becomes sync changes: the rows of one tour in a version range, oldest
 * first, each as `{entity, id, op, version, data}` (data null for a tombstone). `scope` names what
 * the pull needs to hide a row from someone (its event, its owner); `only` narrows a shared table.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { type RowEntity, SYNC_TABLES } from './cascade';
import { type ChangeRow, op, type Range, versionFilter } from './change-range';

type SyncedRow = { id: string; version: number; deletedAt: Date | null };
type Scope = Pick<ChangeRow, 'eventId' | 'ownerUserId' | 'roomId'>;
/** A row of `E`'s table as the select returns it. */
export type RowOf<E extends RowEntity> = (typeof SYNC_TABLES)[E]['table']['$inferSelect'] & SyncedRow;

export type ChangeReader = (db: Queryable, r: Range) => Promise<ChangeRow[]>;

/** Rows that belong to an event are hidden like it (assigned-only events). */
export const ofEvent = (row: { eventId: string }): Scope => ({ eventId: row.eventId });

/**
 * The reader of `entity`: its table (and, for a shared table, the filter) from SYNC_TABLES, so
 * the table of an entity is named once; `toData` turns a row into what the device stores.
 */
export function changeReader<E extends RowEntity, Row extends SyncedRow = RowOf<E>>(
  entity: E,
  toData: (row: NoInfer<Row>) => Record<string, unknown>,
  options: { scope?: (row: NoInfer<Row>) => Scope } = {},
): ChangeReader {
  const { table, only }: { table: (typeof SYNC_TABLES)[RowEntity]['table']; only?: SQL } =
    SYNC_TABLES[entity];
  return async (db, r) => {
    const q = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.tourId, r.tourId), versionFilter(table.version, r), only))
      .orderBy(asc(table.version));
    // A select over `table` returns its rows; drizzle cannot carry that type through a generic table.
    const rows = (await (r.limit ? q.limit(r.limit) : q)) as Row[];
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
