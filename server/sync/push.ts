/**
 * Push (docs/offline-client.md): every mutation in its own transaction together with its dedupe record
 * and the device's `last_seq`, so a lost reply replayed later is answered `duplicate`, never applied
 * twice. One mutation never blocks the queue: whatever it throws — bad input, no access, a conflict,
 * or a bug (push-faults.ts) — is answered for it alone and still advances `last_seq`. Only the database
 * being unavailable stops the batch unrecorded (5xx): the device then sends it again as it was.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import type { Mutation, MutationResult, PushResponse } from '#contract/sync';
import { isMutationName, MUTATIONS } from '#contract/sync-mutations';
import { issuesToFields } from '#contract/validation';
import type { Tx } from '../db/client';
import { syncDevices } from '../db/schema/index';
import type { AppDeps, AuthUser } from '../http/context';
import { isUniqueViolation } from '../http/error-handler';
import { AppError } from '../http/errors';
import { ID_COLLISION_ANSWER, isIdCollision } from '../http/id-collision';
import { GuardConflict } from './guard-conflict';
import { findRecord, saveRecord } from './mutation-records';
import { MUTATORS } from './mutators';
import { describeFault, isPassingFault } from './push-faults';

/** Locks the device's row (created on its first push) and reads how far its queue got. */
async function lockDevice(tx: Tx, userId: string, deviceId: string, { ensure = false } = {}) {
  if (ensure) await tx.insert(syncDevices).values({ userId, deviceId, lastSeq: 0 }).onConflictDoNothing();
  const [device] = await tx
    .select()
    .from(syncDevices)
    .where(and(eq(syncDevices.userId, userId), eq(syncDevices.deviceId, deviceId)))
    .for('update');
  return device?.lastSeq ?? 0;
}

/** A client-chosen name as it may be stored and echoed: no control characters (PostgreSQL refuses NUL). */
const printable = (name: string) => name.replace(/\p{Cc}/gu, '');

/** The conflict handler runs in its own savepoint: if the copy cannot be kept, the result still stands. */
async function keepLosingVersion(tx: Tx, keep: () => Promise<unknown> | undefined): Promise<boolean> {
  try {
    await tx.transaction(async () => {
      await keep();
    });
    return true;
  } catch (error) {
    if (error instanceof AppError || isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Runs one mutation inside a savepoint so a failed attempt leaves no partial write behind. */
async function apply(tx: Tx, actor: AuthUser, mutation: Mutation, now: Date): Promise<MutationResult> {
  const { mutationId, name } = mutation;
  if (!isMutationName(name))
    return {
      mutationId,
      status: 'rejected',
      code: 'unknown_mutation',
      message: `Unknown change “${printable(name)}”`,
    };
  const parsed = v.safeParse(MUTATIONS[name], mutation.args);
  if (!parsed.success) {
    const fields = issuesToFields(parsed.issues);
    return {
      mutationId,
      status: 'rejected',
      code: 'validation_failed',
      message: Object.values(fields)[0] ?? 'Invalid change',
    };
  }
  const mutator = MUTATORS[name] as {
    run: (...a: unknown[]) => Promise<unknown>;
    onConflict?: (...a: unknown[]) => Promise<unknown>;
  };
  try {
    await tx.transaction((savepoint) => mutator.run(savepoint, actor, parsed.output, now));
    return { mutationId, status: 'applied' };
  } catch (error) {
    if (error instanceof GuardConflict) {
      const kept = await keepLosingVersion(tx, () =>
        mutator.onConflict?.(tx, actor, parsed.output, now, error),
      );
      const message = kept ? error.message : `${error.message}. Your version is kept on this device only.`;
      return { mutationId, status: 'conflict', code: 'conflict', message, serverValue: error.serverValue };
    }
    if (error instanceof AppError)
      return { mutationId, status: 'rejected', code: error.code, message: error.message };
    // A create whose id exists already (a replay under a new mutationId) must not block the queue;
    // it never confirms a row the caller may not see (server/http/id-collision.ts).
    if (isIdCollision(error)) return { mutationId, status: 'rejected', ...ID_COLLISION_ANSWER.error };
    if (isUniqueViolation(error))
      return { mutationId, status: 'rejected', code: 'conflict', message: 'This already exists' };
    throw error;
  }
}

type Outcome = { result: MutationResult; lastSeq: number };

/**
 * In one transaction: answers a replay with its first answer, else decides the mutation's result and
 * records it with the device's new `last_seq`.
 */
async function settle(
  tx: Tx,
  deps: AppDeps,
  actor: AuthUser,
  deviceId: string,
  mutation: Mutation,
  decide: () => Promise<MutationResult>,
): Promise<Outcome> {
  const seen = await lockDevice(tx, actor.id, deviceId);
  const previous = await findRecord(tx, actor.id, mutation.mutationId);
  // A replay (lost reply) gets the first answer again: 'duplicate' for what was applied, and the
  // same rejection or conflict otherwise, so the device can never mistake a refusal for success.
  if (previous) {
    const result =
      previous.status === 'applied'
        ? { mutationId: mutation.mutationId, status: 'duplicate' as const }
        : previous.result;
    return { result, lastSeq: seen };
  }
  if (mutation.seq <= seen) {
    return { result: { mutationId: mutation.mutationId, status: 'duplicate' }, lastSeq: seen };
  }
  const result = await decide();
  await saveRecord(tx, {
    mutationId: mutation.mutationId,
    userId: actor.id,
    deviceId,
    seq: mutation.seq,
    name: printable(mutation.name),
    status: result.status,
    result,
    createdAt: deps.now(),
  });
  await tx
    .update(syncDevices)
    .set({ lastSeq: sql`greatest(${syncDevices.lastSeq}, ${mutation.seq})`, updatedAt: deps.now() })
    .where(and(eq(syncDevices.userId, actor.id), eq(syncDevices.deviceId, deviceId)));
  return { result, lastSeq: Math.max(seen, mutation.seq) };
}

/** One mutation, isolated: a bug it runs into rolls back its transaction and is answered for it alone. */
async function pushOne(
  deps: AppDeps,
  actor: AuthUser,
  deviceId: string,
  mutation: Mutation,
): Promise<Outcome> {
  const { db } = deps.database;
  try {
    return await db.transaction((tx) =>
      settle(tx, deps, actor, deviceId, mutation, () => apply(tx, actor, mutation, deps.now())),
    );
  } catch (error) {
    if (isPassingFault(error)) throw error;
    deps.logger.error('sync mutation failed on a bug; answered rejected', {
      mutation: printable(mutation.name),
      mutationId: mutation.mutationId,
      fault: describeFault(error),
    });
    const rejected: MutationResult = {
      mutationId: mutation.mutationId,
      status: 'rejected',
      code: 'internal_error',
      message: MESSAGES.changeNotApplied,
    };
    return db.transaction((tx) => settle(tx, deps, actor, deviceId, mutation, async () => rejected));
  }
}

export async function pushMutations(
  deps: AppDeps,
  actor: AuthUser,
  deviceId: string,
  mutations: Mutation[],
): Promise<PushResponse> {
  const results: MutationResult[] = [];
  // The row is made once per batch; each mutation's transaction then only locks it.
  let lastSeq = await deps.database.db.transaction((tx) =>
    lockDevice(tx, actor.id, deviceId, { ensure: true }),
  );
  for (const mutation of [...mutations].sort((a, b) => a.seq - b.seq)) {
    const outcome = await pushOne(deps, actor, deviceId, mutation);
    results.push(outcome.result);
    lastSeq = Math.max(lastSeq, outcome.lastSeq);
  }
  return { results, lastSeq };
}
