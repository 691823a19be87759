/**
 * The PGlite side of createTestDatabase: one migrated instance per test worker, lent to one test
 * file at a time and emptied before the next one gets it. Loading the migrated dump costs ~0.5 s
 * on a fast machine and ~2 s on a slow one; emptying every table costs ~0.1 s. A file that wants a
 * second database while it holds one gets a fresh instance, which then joins the pool; a file that
 * changed the schema (a trigger to make a write fail) leaves a copy that is replaced, not emptied.
 *
 * A lent instance behaves as the file's own database did: once the file closes it, every query,
 * transaction and LISTEN made through it fails as on a closed PGlite, and its listeners are gone —
 * so nothing a file leaves running can reach the next file's data.
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createLender, emptyTables, SCHEMA_FINGERPRINT, TABLES } from './database-reset';

/** The schema as migrated: a copy whose schema a file changed is replaced, not emptied. */
let migrated: string | undefined;

const STOPPED = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction', 'listen', 'unlisten']);

async function fingerprint(client: PGlite): Promise<string | undefined> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]?.fingerprint;
}

async function freshCopy(): Promise<PGlite> {
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const client = await PGlite.create({ loadDataDir: dump });
  migrated ??= await fingerprint(client);
  return client;
}

/** Empties a copy for its next file; false (and the copy closed) if the last file changed its schema. */
async function emptied(client: PGlite): Promise<boolean> {
  if ((await fingerprint(client)) !== migrated) {
    await client.close();
    return false;
  }
  // PGlite is one session: a setting or a named statement a file made would outlive it.
  await client.exec('RESET ALL; DEALLOCATE ALL');
  const { rows } = await client.query<{ name: string }>(TABLES);
  await client.exec(emptyTables(rows.map((row) => row.name)));
  return true;
}

const take = createLender(freshCopy, emptied);

/** A migrated, empty PGlite for one file, and `release` to give it back (the file's close). */
export async function lendPglite(): Promise<{ client: PGlite; release: () => Promise<void> }> {
  const { copy: client, release: giveBack } = await take();
  let open = true;
  const unlistens = new Set<() => Promise<void>>();
  const lent = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return !open || target.closed;
      if (!open && STOPPED.has(property)) return () => Promise.reject(new Error('PGlite is closed'));
      if (property === 'listen') {
        return async (channel: string, callback: (payload: string) => void) => {
          const unlisten = await target.listen(channel, callback);
          unlistens.add(unlisten);
          return async () => {
            unlistens.delete(unlisten);
            await unlisten();
          };
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client: lent,
    async release() {
      if (!open) return;
      open = false;
      for (const unlisten of unlistens) await unlisten();
      unlistens.clear();
      giveBack();
    },
  };
}
