import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgres } from '../../server/db/client';
import { databaseUrlFor } from './global-setup';

/** A migrated database of this test file's own: PostgreSQL when DATABASE_URL is set, else PGlite. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `roadie_test_${crypto.randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const database = fromPostgres(databaseUrlFor(url, name), 5);
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}
