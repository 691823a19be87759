/**
 * Where a pull page may end, from one query: how many rows of each synced table fall on each
 * version after `since`. Only each table's first `limit + 1` versions are counted (they come off the
 * `(tour_id, version)` index in order), which is enough to place the page's end exactly: any table
 * with more rows than that would end the page before its overflow row anyway.
 *
 * The page's rows are then read only from the tables that have some in range, up to that version.
 * Before, every page read `limit + 1` whole rows (and mapped them) from every one of ~20 tables and
 * threw most away: three times the work for a large tour's first sync.
 */
import { and, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Queryable } from '../db/client';
import { type RowEntity, SYNC_TABLES } from './cascade';

export type VersionCount = { entity: RowEntity; version: number; rows: number };

const ENTITIES = Object.keys(SYNC_TABLES) as RowEntity[];

const CensusSchema = v.object({
  rows: v.array(
    v.object({
      entity: v.picklist(ENTITIES),
      version: v.number(),
      rows: v.number(),
    }),
  ),
});

export async function versionCensus(
  db: Queryable,
  tourId: string,
  since: number,
  upTo: number,
  limit: number,
): Promise<VersionCount[]> {
  const parts = ENTITIES.map((entity) => {
    const { table, only }: { table: (typeof SYNC_TABLES)[RowEntity]['table']; only?: SQL } =
      SYNC_TABLES[entity];
    const where = and(eq(table.tourId, tourId), gt(table.version, since), lte(table.version, upTo), only);
    return sql`(select ${entity}::text as entity, ${table.version} as version from ${table} where ${where} order by ${table.version} limit ${limit + 1})`;
  });
  const result = await db.execute(
    sql`select entity, version, count(*)::int as rows from (${sql.join(parts, sql` union all `)}) as census group by entity, version order by version`,
  );
  // `execute` answers untyped rows: read them through a schema (PGlite and node-postgres alike).
  return v.parse(CensusSchema, result).rows;
}

/**
 * The page's last version: the rows of complete versions, about `limit` of them — or the first
 * version alone when it is bigger than a page (a 365-day tour created in one write).
 */
export function pageEnd(census: VersionCount[], limit: number, upTo: number) {
  const perVersion = new Map<number, number>();
  for (const { version, rows } of census) perVersion.set(version, (perVersion.get(version) ?? 0) + rows);
  const versions = [...perVersion.keys()].sort((a, b) => a - b);
  if (versions.length === 0) return upTo;
  // A table counted to its limit + 1 may have more rows beyond: the page must end before them.
  const perEntity = new Map<RowEntity, { rows: number; last: number }>();
  for (const { entity, version, rows } of census) {
    const seen = perEntity.get(entity) ?? { rows: 0, last: 0 };
    perEntity.set(entity, { rows: seen.rows + rows, last: Math.max(seen.last, version) });
  }
  let bound = upTo;
  for (const { rows, last } of perEntity.values()) if (rows > limit) bound = Math.min(bound, last - 1);
  let total = 0;
  let end = 0;
  for (const version of versions) {
    if (version > bound) return end || version;
    total += perVersion.get(version) ?? 0;
    if (total > limit) return end || version;
    end = version;
  }
  // Everything in range fits: the page reaches the bound (the tour's version when nothing overflowed).
  return bound;
}
