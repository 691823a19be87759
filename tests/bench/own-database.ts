/**
 * A PostgreSQL database of the bench's own (`roadie_<name>_<pid>`), created on the server of
 * DATABASE_URL (default: the local PostgreSQL) and dropped at the end, so a run never touches the
 * database other suites use. The servers under test migrate it when they start.
 */
import pg from 'pg';
import { databaseUrlFor } from '../support/global-setup';

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type OwnDatabase = { url: string; name: string; drop: () => Promise<void> };

export async function createOwnDatabase(prefix: string): Promise<OwnDatabase> {
  const name = `roadie_${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: databaseUrlFor(POSTGRES_URL, name),
    name,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
