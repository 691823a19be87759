/**
 * The bench's database and app: PGlite in memory, or PostgreSQL in a database of the bench's own
 * (`roadie_bench`, dropped afterwards) when DATABASE_URL is set. The app is the real `createApp()`,
 * in production mode.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, fromPglite, fromPostgres } from '../../server/db/client';
import type { AuthUser } from '../../server/http/context';
import { databaseUrlFor } from '../support/global-setup';
import { type SyncUser, syncUser } from '../support/offline-harness';
import { startTestApp, type TestApp } from '../support/test-app';

export type Bench = { t: TestApp; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const BENCH_DB = 'roadie_bench';

export async function openBenchDatabase(url?: string): Promise<Database> {
  if (!url) {
    const database = fromPglite(await PGlite.create());
    await database.migrate();
    return database;
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  const database = fromPostgres(databaseUrlFor(url, BENCH_DB), 10);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function startBench(url?: string): Promise<Bench> {
  const database = await openBenchDatabase(url);
  // As the product serves: production skips the development-only check of every answer against
  // its response schema, which would otherwise be measured as the app's own cost.
  const t = await startTestApp({ database, config: { nodeEnv: 'production' } });
  return { t, kind: database.kind, close: () => t.close() };
}

export async function benchUser(t: TestApp): Promise<{ user: SyncUser; actor: AuthUser }> {
  const user = await syncUser(t);
  return { user, actor: { id: user.id, email: user.email, role: 'USER' } };
}
