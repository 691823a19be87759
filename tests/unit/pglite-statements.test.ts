import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_LIMIT, withNamedStatements } from '../../server/db/pglite-statements';

let raw: PGlite;
let client: PGlite;

const preparedCount = async () =>
  (await raw.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n;

/** Runs a query three times through the wrapper (plain, then prepared twice) and once on PGlite itself. */
async function bothWays(text: string, params: unknown[], options?: Parameters<PGlite['query']>[2]) {
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push(await client.query(text, params, options));
  return { runs, plain: await raw.query(text, params, options) };
}

const errorOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    return error as { code?: string; message?: string };
  }
  throw new Error('expected the query to fail');
};

beforeAll(async () => {
  raw = await PGlite.create();
  client = withNamedStatements(raw);
  await raw.exec(`
    CREATE TABLE gig (id uuid PRIMARY KEY, name text NOT NULL, at timestamptz, seats int, paid boolean, meta jsonb);
    INSERT INTO gig VALUES
      ('00000000-0000-4000-8000-000000000001', 'O''Brien \\ Hall', '2027-04-10T19:30:00Z', 1200, true, '{"a": [1, "x"]}'),
      ('00000000-0000-4000-8000-000000000002', 'Bar', NULL, NULL, false, NULL);
  `);
});
afterAll(async () => {
  await raw.close();
});

describe('PGlite named statements', () => {
  it('runs a repeated statement prepared, with the same rows, types and parsed values as PGlite itself', async () => {
    const before = await preparedCount();
    const text =
      'SELECT id, name, at, seats, paid, meta FROM gig WHERE seats > $1 OR paid = $2 OR name = $3 ORDER BY id';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const { runs, plain } = await bothWays(text, [100, false, 'nobody'], options);

    expect(await preparedCount()).toBe((before ?? 0) + 1);
    // The second and third runs executed the prepared statement.
    const executions = await raw.query<{ n: number }>(
      'SELECT (generic_plans + custom_plans)::int AS n FROM pg_prepared_statements WHERE statement LIKE $1',
      ['%seats > $1%'],
    );
    expect(executions.rows).toEqual([{ n: 2 }]);
    for (const run of runs) expect(run).toEqual(plain);
    expect(plain.rows).toHaveLength(2);
  });

  it('passes text with quotes, backslashes and SQL in it through exactly, as data', async () => {
    const hostile = "O'Brien \\ Hall'); DROP TABLE gig; --";
    const { runs, plain } = await bothWays(
      'SELECT $1::text AS echoed, count(*)::int AS n FROM gig WHERE name = $2',
      [hostile, "O'Brien \\ Hall"],
    );
    for (const run of runs) expect(run.rows).toEqual([{ echoed: hostile, n: 1 }]);
    expect(plain.rows).toEqual(runs[0]?.rows);
  });

  it('binds null, numbers, booleans and JSON text as PGlite does', async () => {
    const text = 'SELECT $1::int AS nothing, $2::numeric AS amount, $3::boolean AS yes, $4::jsonb AS doc';
    const { runs, plain } = await bothWays(text, [null, 12.5, true, '{"b": "it\'s"}']);
    for (const run of runs) expect(run.rows).toEqual(plain.rows);
    expect(plain.rows).toEqual([{ nothing: null, amount: '12.5', yes: true, doc: { b: "it's" } }]);
  });

  it('fails a malformed value as PGlite does, prepared or not', async () => {
    const text = 'SELECT name FROM gig WHERE id = $1';
    await client.query(text, ['00000000-0000-4000-8000-000000000001']);
    await client.query(text, ['00000000-0000-4000-8000-000000000001']);
    const prepared = await errorOf(() => client.query(text, ['not-a-uuid']));
    const plain = await errorOf(() => raw.query(text, ['not-a-uuid']));
    expect(prepared.code).toBe('22P02');
    expect(prepared.code).toBe(plain.code);
    expect(prepared.message).toBe(plain.message);
  });

  it('runs as before what it cannot mirror: a Date, a NUL byte', async () => {
    const before = await preparedCount();
    const when = new Date('2027-04-10T19:30:00Z');
    for (let i = 0; i < 3; i += 1) {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM gig WHERE at = $1', [when]);
      expect(rows).toEqual([{ name: "O'Brien \\ Hall" }]);
    }
    expect(await preparedCount()).toBe(before);

    const text = 'SELECT count(*)::int AS n FROM gig WHERE name = $1';
    for (let i = 0; i < 3; i += 1) expect((await client.query(text, ['Bar'])).rows).toEqual([{ n: 1 }]);
    const prepared = await errorOf(() => client.query(text, ['B\0ar']));
    const plain = await errorOf(() => raw.query(text, ['B\0ar']));
    expect(prepared.code).toBe(plain.code);
    expect(prepared.message).toBe(plain.message);
  });

  it('prepares and runs statements inside transactions, and fails a write there as PGlite does', async () => {
    const insert = 'INSERT INTO gig (id, name) VALUES ($1, $2)';
    const ids = [3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const results = await client.transaction(async (tx) => {
      const answers = [];
      for (const id of ids) answers.push(await tx.query(insert, [id, 'Tx']));
      return answers;
    });
    for (const result of results)
      expect(result).toEqual({ rows: [], fields: [], command: 'INSERT', affectedRows: 1, rowCount: 1 });
    const executions = await raw.query<{ n: number }>(
      'SELECT (generic_plans + custom_plans)::int AS n FROM pg_prepared_statements WHERE statement LIKE $1',
      ['%INSERT INTO gig%'],
    );
    expect(executions.rows).toEqual([{ n: 2 }]);

    const prepared = await errorOf(() => client.transaction((tx) => tx.query(insert, [ids[0], 'Again'])));
    const plain = await errorOf(() => raw.transaction((tx) => tx.query(insert, [ids[0], 'Again'])));
    expect(prepared.code).toBe('23505');
    expect(prepared.message).toBe(plain.message);
    const names = await raw.query<{ name: string }>('SELECT name FROM gig WHERE id = ANY($1::uuid[])', [ids]);
    expect(names.rows.map((row) => row.name)).toEqual(['Tx', 'Tx', 'Tx']);
  });

  it('does not wait inside a transaction for a statement being prepared outside it', async () => {
    const text = 'SELECT count(*)::int AS n FROM gig WHERE seats = $1';
    await client.query(text, [1200]);
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      // Its PREPARE waits for this transaction to end.
      outside = client.query(text, [1200]);
      expect((await tx.query(text, [1200])).rows).toEqual([{ n: 1 }]);
    });
    expect(await outside).toMatchObject({ rows: [{ n: 1 }] });
  });

  it('answers after its statements were deallocated, and prepares again', async () => {
    const text = 'SELECT count(*)::int AS n FROM gig WHERE paid = $1';
    for (let i = 0; i < 3; i += 1) await client.query(text, [true]);
    await raw.exec('DEALLOCATE ALL');
    expect((await client.query(text, [true])).rows).toEqual([{ n: 1 }]);
    for (let i = 0; i < 2; i += 1) await client.query(text, [true]);
    expect(await preparedCount()).toBe(1);
  });

  it('forgets a statement deallocated between its PREPARE and its first EXECUTE', async () => {
    await raw.exec('DEALLOCATE ALL');
    const text = 'SELECT count(*)::int AS n FROM gig WHERE paid = $1 AND seats IS NULL';
    await client.query(text, [false]);
    // The second call PREPAREs; DEALLOCATE ALL is queued behind that, before its EXECUTE.
    const second = client.query(text, [false]);
    const gone = raw.exec('DEALLOCATE ALL');
    expect((await second).rows).toEqual([{ n: 1 }]);
    await gone;
    for (let i = 0; i < 2; i += 1) expect((await client.query(text, [false])).rows).toEqual([{ n: 1 }]);
    expect(await preparedCount()).toBe(1);
  });

  it(`keeps at most ${PREPARED_LIMIT} statements prepared`, async () => {
    for (let i = 0; i < PREPARED_LIMIT + 20; i += 1) {
      const text = `SELECT ${i} AS k FROM gig WHERE seats = $1`;
      await client.query(text, [1200]);
      expect((await client.query<{ k: number }>(text, [1200])).rows).toEqual([{ k: i }]);
    }
    await client.query('SELECT 1 WHERE $1::int = 1', [1]);
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_LIMIT);
    expect(await preparedCount()).toBeGreaterThan(PREPARED_LIMIT - 5);
  });
});
