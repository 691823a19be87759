/**
 * The deps a route's handler sees when its request runs in one transaction with its Idempotency-Key
 * record: every query goes through the transaction (on PGlite, a query beside it would wait for it
 * forever), the stored mailer writes its mail in it, and bytes the handler removes are removed only
 * once the transaction has committed — a rollback must not leave a row whose file is gone.
 */
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Database, Tx } from '../db/client';
import type { AppDeps } from './context';

export interface RequestTransaction {
  deps: AppDeps;
  /** Storage keys the handler removed: remove them after the commit (or forget them on a rollback). */
  removals: string[];
  /** Work the handler asked to run after the commit (`deps.afterCommit`), forgotten on a rollback. */
  committed: (() => void)[];
}

export function depsInTransaction(deps: AppDeps, tx: Tx): RequestTransaction {
  const removals: string[] = [];
  const committed: (() => void)[] = [];
  const database: Database = { ...deps.database, db: tx };
  const base = deps.storage;
  const storage: FileStorage = {
    put: (key, source) => base.put(key, source),
    open: (key, range) => base.open(key, range),
    exists: (key) => base.exists(key),
    list: () => base.list(),
    async remove(key) {
      removals.push(key);
    },
  };
  return {
    deps: {
      ...deps,
      database,
      storage,
      mailer: deps.mailer.within?.(database) ?? deps.mailer,
      messenger: deps.messenger.within?.(database) ?? deps.messenger,
      afterCommit: (work) => {
        committed.push(work);
      },
    },
    removals,
    committed,
  };
}
