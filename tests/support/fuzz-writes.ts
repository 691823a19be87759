/** The fuzz's check that a refused request changed nothing (tests/api/fuzz.test.ts). */
import { getTableName, sql } from 'drizzle-orm';
import { BOOKKEEPING_TABLES } from '../../server/db/bookkeeping-tables';
import type { TestApp } from './test-app';

/** PGlite and node-postgres both answer raw SQL with `{rows}`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('raw SQL answered without rows');
  return rows;
}

/**
 * Every row a request inserts, changes or deletes counts in `fuzz_writes` (a trigger on each table
 * but the bookkeeping ones, which record refused requests on purpose): one cheap read tells
 * whether a refused request changed anything. A rolled-back write rolls its count back too.
 */
export async function countWrites(t: TestApp): Promise<() => Promise<string>> {
  const bookkeeping = new Set<string>(BOOKKEEPING_TABLES.map((table) => getTableName(table)));
  const rows = rowsOf(
    await t.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  ).filter((row) => !bookkeeping.has(String(row.name)));
  const statements = [
    'CREATE TABLE fuzz_writes (n bigint NOT NULL)',
    'INSERT INTO fuzz_writes VALUES (0)',
    `CREATE FUNCTION fuzz_count_write() RETURNS trigger AS $$
     BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$ LANGUAGE plpgsql`,
    ...rows.map(
      (row) => `CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON "${String(row.name)}"
                FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()`,
    ),
  ];
  for (const statement of statements) await t.db.execute(sql.raw(statement));
  return async () => JSON.stringify(rowsOf(await t.db.execute(sql`select n from fuzz_writes`)));
}
