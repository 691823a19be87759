/**
 * Statements on the hottest paths (the session check of every request, the daysheet read) prepared
 * once per database handle instead of rebuilt on every call: Drizzle renders their SQL and field
 * mapping once, and PostgreSQL parses and plans each named statement once per connection.
 * A transaction is a handle of its own (cached only for its life, held weakly).
 */
import type { Queryable } from './client';

export function preparedPerHandle<T>(prepare: (db: Queryable) => T): (db: Queryable) => T {
  const byHandle = new WeakMap<Queryable, T>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
