/**
 * One pushed mutation decided inside the batch's transaction (push.ts): the mutator runs in a
 * savepoint, so whatever it throws leaves no partial write behind and is answered for it alone.
 * Only a passing fault (push-faults.ts) escapes, for the batch to stop on.
 */
import * as v from 'valibot';
import { MESSAGES } from '#contract/messages';
import type { Mutation, MutationResult } from '#contract/sync';
import { isMutationName, MUTATIONS } from '#contract/sync-mutations';
import { issuesToFields } from '#contract/validation';
import type { Tx } from '../db/client';
import type { AppDeps, AuthUser } from '../http/context';
import { isUniqueViolation } from '../http/error-handler';
import { AppError } from '../http/errors';
import { ID_COLLISION_ANSWER, isIdCollision } from '../http/id-collision';
import { GuardConflict } from './guard-conflict';
import { MUTATORS } from './mutators';
import { describeFault, isPassingFault } from './push-faults';

/** A client-chosen name as it may be stored and echoed: no control characters (PostgreSQL refuses NUL). */
export const printable = (name: string) => name.replace(/\p{Cc}/gu, '');

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

/**
 * Thrown by a batch's first, unisolated attempt when a mutation did not simply apply: the whole
 * attempt is rolled back and the batch runs again with a savepoint per mutation (push.ts).
 */
export class NeedsIsolation extends Error {
  constructor(readonly mutationId: string) {
    super(`Mutation ${mutationId} did not apply cleanly: the batch runs again isolated.`);
    this.name = 'NeedsIsolation';
  }
}

/**
 * Runs one mutation; a rule it breaks is its answer, anything else is thrown. `isolated`: inside a
 * savepoint of its own. Unisolated (the batch's first attempt), anything but a clean apply throws
 * NeedsIsolation, since a half-done mutation could not be undone alone.
 */
async function apply(
  tx: Tx,
  actor: AuthUser,
  mutation: Mutation,
  now: Date,
  isolated: boolean,
): Promise<MutationResult> {
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
  if (!isolated) {
    try {
      await mutator.run(tx, actor, parsed.output, now);
      return { mutationId, status: 'applied' };
    } catch {
      throw new NeedsIsolation(mutationId);
    }
  }
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
    // A service's field check (e.g. a country no one added) answers like the contract's: its message.
    if (error instanceof AppError) {
      const message = Object.values(error.fields ?? {})[0] ?? error.message;
      return { mutationId, status: 'rejected', code: error.code, message };
    }
    // A create whose id exists already (a replay under a new mutationId) must not block the queue;
    // it never confirms a row the caller may not see (server/http/id-collision.ts).
    if (isIdCollision(error)) return { mutationId, status: 'rejected', ...ID_COLLISION_ANSWER.error };
    if (isUniqueViolation(error))
      return { mutationId, status: 'rejected', code: 'conflict', message: 'This already exists' };
    throw error;
  }
}

/**
 * The mutation's answer. Isolated, a bug it runs into has already been rolled back to its savepoint
 * (every statement of `apply` runs in one), so the batch's transaction is usable again: the bug is
 * logged and answered `rejected` alone. A passing fault is thrown: the batch stops there; so is
 * NeedsIsolation, ending an unisolated attempt.
 */
export async function decide(
  tx: Tx,
  deps: AppDeps,
  actor: AuthUser,
  mutation: Mutation,
  isolated: boolean,
): Promise<MutationResult> {
  try {
    return await apply(tx, actor, mutation, deps.now(), isolated);
  } catch (error) {
    if (error instanceof NeedsIsolation || isPassingFault(error)) throw error;
    deps.logger.error('sync mutation failed on a bug; answered rejected', {
      mutation: printable(mutation.name),
      mutationId: mutation.mutationId,
      fault: describeFault(error),
    });
    return {
      mutationId: mutation.mutationId,
      status: 'rejected',
      code: 'internal_error',
      message: MESSAGES.changeNotApplied,
    };
  }
}
