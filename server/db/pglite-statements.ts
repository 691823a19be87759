/**
 * Named statements for PGlite. PGlite sends every query as an unnamed statement, so its PostgreSQL
 * parses and plans the query again on every call, and Drizzle's `.prepare(name)` does not change
 * that on PGlite (on PostgreSQL it does). For the daysheet read, planning took 0.5–1.0 ms of each
 * of its two reads' 0.7–1.3 ms (EXPLAIN ANALYZE): most of the request's database time.
 *
 * So a statement that comes a second time is PREPAREd under a name of its own, and from then on
 * run as `EXECUTE name(…)` with its parameters as literals: serialized by PGlite's own serializer
 * for each parameter's type, exactly as PGlite would have bound them, then quoted. PostgreSQL reads
 * a quoted literal with the type's input function, as it reads a bound text parameter, so the
 * answer and any error (a malformed uuid: 22P02) are the same. Anything this cannot mirror runs as
 * before: a parameter that is not a string, number, boolean or null, a NUL byte (it would end the
 * statement's text), options other than Drizzle's row mode, parsers and serializers, and a statement
 * PREPARE refuses. Inside a transaction the same holds (a statement's PREPARE may run there: PREPARE
 * is not undone by a rollback), except that a PREPARE that fails there fails the query, as the
 * plain query would have, and a statement still being prepared outside is not waited for.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Statement = { name: string; types: number[] } | 'plain';

/** Statements kept prepared per database; the least recently used one is deallocated beyond it. */
export const PREPARED_LIMIT = 200;
/** Statement texts counted before they come a second time (a one-off is never prepared). */
const SEEN_LIMIT = 1000;
/** More parameters than this (a long `IN` list) runs as before: such texts rarely repeat. */
const PARAMS_LIMIT = 64;
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** PostgreSQL's "prepared statement does not exist" (after a `DEALLOCATE ALL`). */
const NO_SUCH_STATEMENT = '26000';

let statements = 0;

type Param = string | number | boolean | null | undefined;
const isSimple = (value: unknown): value is Param =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A Map used as an LRU: reading an entry moves it to the end. */
function touch<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value === undefined) return undefined;
  map.delete(key);
  map.set(key, value);
  return value;
}

/** A statement being prepared, and what came of it once it is settled. */
type Entry = { pending: Promise<Statement>; settled?: Statement };
/** Where a query runs: PGlite itself, or one of its transactions. */
type Runner = Pick<Transaction, 'query'>;

export function withNamedStatements(client: PGlite): PGlite {
  const seen = new Map<string, true>();
  const prepared = new Map<string, Entry>();

  /**
   * Inside a transaction a failed PREPARE has aborted it, with the error the plain query would have
   * met (both parse and analyse the same text): it is thrown. Outside, the plain query runs instead.
   */
  async function prepare(runner: Runner, text: string, inTransaction: boolean): Promise<Statement> {
    statements += 1;
    const name = `roadie_statement_${statements}`;
    try {
      await runner.query(`PREPARE ${name} AS ${text}`);
    } catch (error) {
      if (inTransaction) throw error;
      return 'plain';
    }
    const { rows } = await runner.query<{ types: number[] }>(
      'SELECT parameter_types::oid[] AS types FROM pg_prepared_statements WHERE name = $1',
      [name],
    );
    return { name, types: rows[0]?.types ?? [] };
  }

  /**
   * The statement to run `text` as, once it came before. A transaction never waits for one being
   * prepared outside it: that PREPARE waits for the transaction to end.
   */
  function statementFor(
    runner: Runner,
    text: string,
    inTransaction: boolean,
  ): Promise<Statement> | undefined {
    const known = touch(prepared, text);
    if (known) return inTransaction && !known.settled ? undefined : known.pending;
    if (!seen.delete(text)) {
      seen.set(text, true);
      if (seen.size > SEEN_LIMIT) seen.delete(seen.keys().next().value ?? '');
      return undefined;
    }
    const attempt = prepare(runner, text, inTransaction);
    const entry: Entry = { pending: attempt.catch((): Statement => 'plain') };
    void entry.pending.then((statement) => {
      entry.settled = statement;
    });
    prepared.set(text, entry);
    if (prepared.size > PREPARED_LIMIT) evictOldest();
    return attempt;
  }

  function evictOldest() {
    const [text, entry] = prepared.entries().next().value ?? [];
    if (text === undefined || entry === undefined) return;
    prepared.delete(text);
    // Gone already if someone ran DEALLOCATE ALL: nothing to do then.
    void entry.pending
      .then((it) => (it === 'plain' ? undefined : client.exec(`DEALLOCATE ${it.name}`)))
      .catch(() => undefined);
  }

  /** The EXECUTE text, or undefined where a parameter cannot be written as PGlite would bind it. */
  function executeText(
    statement: { name: string; types: number[] },
    params: Param[],
    options?: QueryOptions,
  ) {
    const literals: string[] = [];
    for (const [index, param] of params.entries()) {
      if (param === null || param === undefined) {
        literals.push('NULL');
        continue;
      }
      const type = statement.types[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      const value: unknown = serialize ? serialize(param) : param.toString();
      if (typeof value !== 'string' || value.includes('\0')) return undefined;
      literals.push(pg.escapeLiteral(value));
    }
    return `EXECUTE ${statement.name}${literals.length ? `(${literals.join(', ')})` : ''}`;
  }

  const mirrorable = (text: string, params: unknown[], options?: QueryOptions): params is Param[] =>
    PREPARABLE.test(text) &&
    params.length <= PARAMS_LIMIT &&
    params.every(isSimple) &&
    Object.keys(options ?? {}).every(
      (key) => key === 'rowMode' || key === 'parsers' || key === 'serializers',
    );

  function queryOn(runner: Runner, inTransaction: boolean) {
    return async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      const mirrored = mirrorable(text, params, options) ? params : undefined;
      const statement = mirrored && (await statementFor(runner, text, inTransaction));
      const execute =
        mirrored && statement && statement !== 'plain'
          ? executeText(statement, mirrored, options)
          : undefined;
      if (!execute) return await runner.query<T>(text, params, options);
      try {
        return await runner.query<T>(execute, [], options);
      } catch (error) {
        // Deallocated meanwhile (only ever outside a transaction: an eviction's DEALLOCATE waits
        // for it): prepared again when it next comes twice.
        if (inTransaction || errorCode(error) !== NO_SUCH_STATEMENT) throw error;
        if (prepared.get(text)?.settled === statement) prepared.delete(text);
        return await runner.query<T>(text, params, options);
      }
    };
  }

  const query = queryOn(client, false);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => callback(withMembers(tx, { query: queryOn(tx, true) })));
  return withMembers(client, { query, transaction });
}

/** `target` with some members replaced; every other member is its own, bound to it. */
function withMembers<T extends object>(target: T, members: Record<string, unknown>): T {
  return new Proxy(target, {
    get(inner, property) {
      if (typeof property === 'string' && property in members) return members[property];
      const value: unknown = Reflect.get(inner, property, inner);
      return typeof value === 'function' ? value.bind(inner) : value;
    },
  });
}
