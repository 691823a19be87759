/**
 * A sync mutation's server side: `run` calls the SAME service function as the REST route, so REST
 * and sync can never disagree (docs/offline-client.md).
 */
import type { MutationArgs, MutationName } from '#contract/sync-mutations';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import type { GuardConflict } from '../guard-conflict';

export interface Mutator<N extends MutationName> {
  run(db: Queryable, actor: AuthUser, args: MutationArgs<N>, now: Date): Promise<unknown>;
  /** Runs after a guard conflict rolled `run` back, in the same transaction as the bookkeeping. */
  onConflict?(
    db: Queryable,
    actor: AuthUser,
    args: MutationArgs<N>,
    now: Date,
    conflict: GuardConflict,
  ): Promise<unknown>;
}

/** The mutators of every name starting with one of `Prefix` + "." (one area's writes). */
export type MutatorsOf<Prefix extends string> = {
  [N in Extract<MutationName, `${Prefix}.${string}`>]: Mutator<N>;
};
