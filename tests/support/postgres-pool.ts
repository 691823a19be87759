/**
 * The PostgreSQL side of createTestDatabase (DATABASE_URL set), as pglite-pool.ts is PGlite's: one
 * database per test worker, made from the migrated template, lent to one test file at a time and
 * emptied before the next file gets it (a TRUNCATE instead of a CREATE DATABASE and a DROP per
 * file). Each file still has its own connection pool, ended when it closes the database; any
 * connection it left open is ended before the next file starts, as DROP … WITH (FORCE) did. The
 * run's databases are dropped when it ends (global-setup.ts); one whose schema a file changed is
 * dropped at once and replaced.
 */
import pg from 'pg';
import { inject } from 'vitest';
import { createLender, emptyTables, SCHEMA_FINGERPRINT, TABLES } from './database-reset';
import { databaseUrlFor } from './global-setup';

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The schema as migrated: a database whose schema a file changed is replaced, not emptied. */
let migrated: string | undefined;

const fingerprintOf = async (client: pg.Client) =>
  (await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0]?.fingerprint;

/** A new database from the migrated template; its name. */
async function freshCopy(url: string): Promise<string> {
  const name = `${inject('postgresRun')}_${crypto.randomUUID().replaceAll('-', '')}`;
  await withClient(url, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`),
  );
  migrated ??= await withClient(databaseUrlFor(url, name), fingerprintOf);
  return name;
}

/**
 * Empties a database for its next file, ending the connections the last one left open; false (and
 * the database dropped) if that file changed its schema.
 */
async function emptied(url: string, name: string): Promise<boolean> {
  const same = await withClient(databaseUrlFor(url, name), async (client) => {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    if ((await fingerprintOf(client)) !== migrated) return false;
    const { rows } = await client.query<{ name: string }>(TABLES);
    await client.query(emptyTables(rows.map((row) => row.name)));
    return true;
  });
  if (!same) await withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return same;
}

/** Made at the first loan: a run has one DATABASE_URL. */
let take: ReturnType<typeof createLender<string>> | undefined;

/** The connection URL of a migrated, empty database for one file, and `release` to give it back. */
export async function lendPostgres(url: string): Promise<{ url: string; release: () => void }> {
  take ??= createLender(
    () => freshCopy(url),
    (name) => emptied(url, name),
  );
  const { copy: name, release } = await take();
  return { url: databaseUrlFor(url, name), release };
}
