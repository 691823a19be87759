/**
 * What the suites' database pools (pglite-pool.ts, postgres-pool.ts) share: their bookkeeping, and
 * what they run between two files — the schema's fingerprint, which tells whether a file changed
 * it (a trigger it added to make a write fail, a column), and the statement that empties every table.
 */

/** Tables, columns, constraints, triggers and functions outside the system's own schemas. */
export const SCHEMA_FINGERPRINT = `
SELECT md5(coalesce(string_agg(item, ',' ORDER BY item), '')) AS fingerprint FROM (
  SELECT 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text AS item
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
  UNION ALL
  SELECT 'a:' || a.attrelid::regclass || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
      || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
      AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL
  SELECT 't:' || tgrelid::regclass || '.' || tgname || ':' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL
  SELECT 'p:' || n.nspname || '.' || p.proname || ':' || md5(coalesce(p.prosrc, ''))
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
  UNION ALL
  SELECT 'k:' || conrelid::regclass || '.' || conname || ':' || pg_get_constraintdef(oid)
    FROM pg_constraint
    WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
) AS items`;

/** Every table but drizzle's migration journal: after the migrations, the only one with rows. */
export const TABLES = `
SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')`;

export const emptyTables = (names: readonly string[]) =>
  names.length === 0 ? 'SELECT 1' : `TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`;

/**
 * A pool's bookkeeping: `take` reuses a free copy if `emptied` makes it new again (if not, `emptied`
 * has disposed of it and a fresh copy is made), else makes a fresh one; `release` hands it back.
 */
export function createLender<T>(freshCopy: () => Promise<T>, emptied: (copy: T) => Promise<boolean>) {
  const copies: { copy: T; lent: boolean }[] = [];
  return async function take(): Promise<{ copy: T; release: () => void }> {
    let entry = copies.find((candidate) => !candidate.lent);
    if (entry) {
      entry.lent = true;
      if (!(await emptied(entry.copy))) {
        copies.splice(copies.indexOf(entry), 1);
        entry = undefined;
      }
    }
    if (!entry) {
      entry = { copy: await freshCopy(), lent: true };
      copies.push(entry);
    }
    const lent = entry;
    return {
      copy: lent.copy,
      release: () => {
        lent.lent = false;
      },
    };
  };
}
