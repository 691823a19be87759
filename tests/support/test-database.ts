import { type Database, fromPglite, fromPostgres } from '../../server/db/client';
import { lendPglite } from './pglite-pool';
import { lendPostgres } from './postgres-pool';
import './pg-one-query-at-a-time';

/**
 * A migrated database of this test file's own: PostgreSQL when DATABASE_URL is set (the worker's
 * database, emptied: postgres-pool.ts), else PGlite (the worker's instance, emptied: pglite-pool.ts).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const lent = await lendPostgres(url);
    const database = fromPostgres(lent.url, 5);
    return {
      ...database,
      async close() {
        await database.close();
        lent.release();
      },
    };
  }
  const { client, release } = await lendPglite();
  return { ...fromPglite(client), close: release };
}
