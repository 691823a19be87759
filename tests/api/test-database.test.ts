/**
 * The suites' own databases (tests/support/test-database.ts): each file gets a migrated, empty
 * database, though a worker's copy passes from file to file; a database a file has closed answers
 * that file no more, so nothing it left running can reach the next file's rows; and a file that
 * changed the schema does not pass its change on.
 */
import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { legalDocuments } from '../../server/db/schema/index';
import { ensureLegalDocuments } from '../../server/seed/legal';
import { createTestDatabase } from '../support/test-database';

const NOW = new Date('2027-01-01T00:00:00Z');
const CHANNEL = 'test_database_check';
const rowsIn = async (database: Database) =>
  (await database.db.select({ rows: count() }).from(legalDocuments))[0]?.rows;

it('is empty for its next holder, and refuses the one that closed it', async () => {
  const first = await createTestDatabase();
  await ensureLegalDocuments(first.db, NOW);
  expect(await rowsIn(first)).toBeGreaterThan(0);
  const heardByFirst: string[] = [];
  await first.listen(CHANNEL, { onNotify: (payload) => heardByFirst.push(payload), onGap: () => {} });
  await first.close();

  const second = await createTestDatabase();
  try {
    expect(await rowsIn(second)).toBe(0);
    await expect(rowsIn(first)).rejects.toThrow();
    const heard: string[] = [];
    const stop = await second.listen(CHANNEL, {
      onNotify: (payload) => heard.push(payload),
      onGap: () => {},
    });
    await second.db.execute(sql`SELECT pg_notify(${CHANNEL}, 'to the second holder')`);
    await expect.poll(() => heard).toEqual(['to the second holder']);
    await stop();
    expect(heardByFirst).toEqual([]);
  } finally {
    await second.close();
  }
});

it('comes back as migrated after a holder changed its schema', async () => {
  const first = await createTestDatabase();
  await first.db.execute(
    sql.raw(`CREATE FUNCTION refuse_legal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
  );
  await first.db.execute(
    sql.raw(
      'CREATE TRIGGER refuse_legal BEFORE INSERT ON legal_documents FOR EACH ROW EXECUTE FUNCTION refuse_legal()',
    ),
  );
  await expect(ensureLegalDocuments(first.db, NOW)).rejects.toThrow();
  await first.close();

  const second = await createTestDatabase();
  try {
    await ensureLegalDocuments(second.db, NOW);
    expect(await rowsIn(second)).toBeGreaterThan(0);
  } finally {
    await second.close();
  }
});
