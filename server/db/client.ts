/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in the data
 * folder. Both run the same committed migrations. Owns the connection; `close()` must be called on
 * shutdown so PGlite flushes its files.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListeners } from './notifications';
import { withNamedStatements } from './pglite-statements';
import * as schema from './schema/index';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN for NOTIFY (the live channel): PGlite in-process, PostgreSQL on a connection of its own. */
  listen: Listen;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const defaultIdleError = (error: Error) =>
  process.stderr.write(`[warn] idle database connection lost: ${error.message}\n`);

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

export function fromPglite(client: PGlite): Database {
  // Repeated statements run prepared: PGlite would otherwise plan every query again.
  const db = drizzlePglite({ client: withNamedStatements(client), schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    listen: pgliteListen(client),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function fromPostgres(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = defaultIdleError,
): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', onIdleError);
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  const listeners = postgresListeners(url, onIdleError);
  return {
    db,
    kind: 'postgres',
    listen: listeners.listen,
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await listeners.closeAll();
      await pool.end();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
