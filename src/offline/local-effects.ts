/**
 * The local effect of any offline write on the Dexie mirror, read from its declaration
 * (writes/<area>.ts, merged in writes/index.ts): what the screen shows until the server's rows
 * arrive. Effects are idempotent (re-applied on top of every pulled page) and never touch the
 * outbox or any table outside EFFECT_TABLES.
 */
import type { MutationName } from '#contract/sync-mutations';
import type { RoadieDb } from './db';
import type { EffectContext, EffectResult } from './writes/declaration';
import { declarationOf, type Mutation } from './writes/index';

export type { EffectContext } from './writes/declaration';
export { LOCAL_ASSIGNMENT_PREFIX, localAssignmentId } from './writes/events';
export type { AnyMutation } from './writes/index';
export { personalDetailsMark, travellingDetailsMark } from './writes/profile';

/** Runs one effect inside the caller's transaction (which must include EFFECT_TABLES). */
export function runEffect<N extends MutationName>(
  db: RoadieDb,
  mutation: Mutation<N>,
  ctx: EffectContext,
): EffectResult {
  return declarationOf(mutation.name).effect(db, mutation.args, ctx);
}

/** The mirror rows a write touches: the screens mark them as waiting while it is in the outbox. */
export function touchedIds<N extends MutationName>(mutation: Mutation<N>): string[] {
  return [...declarationOf(mutation.name).touches(mutation.args)];
}
