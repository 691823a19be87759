/**
 * Migrates the schema ONCE per run; each test worker then makes its own copy of it, which its files
 * use one after another, emptied in between (pglite-pool.ts, postgres-pool.ts): on PGlite by loading
 * an uncompressed dump (~0.5 s instead of ~2 s initdb + migrate), on PostgreSQL (DATABASE_URL) by
 * `CREATE DATABASE … TEMPLATE`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
    /** The prefix of this run's test databases on PostgreSQL (postgres-pool.ts). */
    postgresRun: string;
  }
}

export const TEMPLATE_DB = 'roadie_test_template';

export function databaseUrlFor(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The workers' databases of one run (postgres-pool.ts), once every file is done with them. */
async function dropRunDatabases(url: string, run: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [`${run}_`],
    );
    for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = fromPostgres(databaseUrlFor(url, TEMPLATE_DB), 1);
    await template.migrate();
    await template.close();
    const run = `roadie_test_${process.pid}_${Date.now().toString(36)}`;
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('postgresRun', run);
    project.provide('pgliteDump', '');
    return () => dropRunDatabases(url, run);
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(join(tmpdir(), 'roadie-test-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
  project.provide('postgresRun', '');
  // The dump is ~40 MB: removed when the run ends instead of piling up in /tmp.
  return () => rmSync(dir, { recursive: true, force: true });
}
