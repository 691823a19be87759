/**
 * Turns a screen's write into a checked offline mutation: the contract schema of its name, a
 * client-made id for creates (so the row exists before the server has seen it), and errors shaped
 * like the API's (`ApiError` 400 with field messages), so forms show them the same way. Which
 * writes create a row, and under which key, comes from their declarations (writes/<area>.ts).
 */
import type * as v from 'valibot';
import { MUTATIONS, type MutationName } from '#contract/sync-mutations';
import { ApiError } from '../api/api-error';
import { EFFECT_TABLES, type RoadieDb } from './db';
import { runEffect } from './local-effects';
import { check } from './mutation-check';
import { type AnyMutation, type CreatedKey, createdKeyOf, type Mutation } from './writes/index';

type SchemaInput<N extends MutationName> = v.InferInput<(typeof MUTATIONS)[N]>;
type WithOptionalId<Args, K extends keyof Args> = Omit<Args, K> & {
  [P in K]: Omit<Args[K], 'id'> & { id?: string };
};

/** What a screen passes: the contract's args, except that creates may leave their id to us. */
export type MutationInput<N extends MutationName> = [CreatedKey<N>] extends [never]
  ? SchemaInput<N>
  : WithOptionalId<SchemaInput<N>, CreatedKey<N> & keyof SchemaInput<N>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Creates made offline need their id now: later writes (and the server) refer to it. */
function withNewIds(name: MutationName, input: unknown): unknown {
  const key = createdKeyOf(name);
  if (!key || !isRecord(input)) return input;
  const inner = input[key];
  if (!isRecord(inner) || inner.id !== undefined) return input;
  return { ...input, [key]: { ...inner, id: crypto.randomUUID() } };
}

/**
 * Validates a write with its contract schema; throws `ApiError` (400) with field messages. The
 * result pairs the name with args of that name (one member of AnyMutation).
 */
export function parseMutation(name: MutationName, input: unknown): AnyMutation;
export function parseMutation<N extends MutationName>(name: N, input: unknown): Mutation<N> {
  return { name, args: check(MUTATIONS[name], withNewIds(name, input)) };
}

export const TARGET_MISSING_MESSAGE = 'This item is not available on this device yet. Sync and try again.';

export function targetMissing(): ApiError {
  return new ApiError({ status: 404, code: 'not_found', message: TARGET_MISSING_MESSAGE });
}

/**
 * Applies one write to the mirror in its own transaction (nested in the caller's when there is
 * one) and returns its outbox scope (the tour, or PROFILE_SCOPE). Throws when what it changes is not on this device.
 */
export async function applyLocally<N extends MutationName>(
  db: RoadieDb,
  name: N,
  args: MutationInput<N>,
  at = new Date().toISOString(),
): Promise<string> {
  const mutation = parseMutation(name, args);
  return db.transaction(
    'rw',
    EFFECT_TABLES.map((table) => db[table]),
    async () => {
      const scope = await runEffect(db, mutation, { userId: db.userId, at });
      if (!scope) throw targetMissing();
      return scope;
    },
  );
}
