/**
 * Every offline write the device knows, by name: one record merged from the areas' declarations
 * (writes/<area>.ts; declaration.ts says what each holds). Its type names every MutationName, so a
 * name added to contract/sync-mutations.ts without a declaration here fails `tsc`. Parsing
 * (mutations.ts), the effect dispatch and the waiting marks (local-effects.ts) and the
 * failed-changes words (features/sync/describe-change.ts) are read from it, never written again.
 */
import type { MutationArgs, MutationName } from '#contract/sync-mutations';
import { ROOM_WRITES } from './accommodation';
import { CHAT_WRITES } from './chat';
import type { MutationDeclaration, MutationDeclarations } from './declaration';
import { EVENT_WRITES } from './events';
import { GUEST_LIST_WRITES } from './guest-lists';
import { PRODUCTION_TRACKER_WRITES } from './production-trackers';
import { PROFILE_WRITES } from './profile';
import { RIDER_LABOR_WRITES } from './rider-labor';
import { RIDER_PEOPLE_WRITES } from './rider-people';
import { RIDER_SUPPORTING_ACT_WRITES } from './rider-supporting-acts';
import { RIDER_WRITES } from './riders';
import { TOUR_DAY_WRITES } from './tour-days';

export const WRITES = {
  ...TOUR_DAY_WRITES,
  ...EVENT_WRITES,
  ...GUEST_LIST_WRITES,
  ...PROFILE_WRITES,
  ...ROOM_WRITES,
  ...PRODUCTION_TRACKER_WRITES,
  ...RIDER_WRITES,
  ...RIDER_PEOPLE_WRITES,
  ...RIDER_LABOR_WRITES,
  ...RIDER_SUPPORTING_ACT_WRITES,
  ...CHAT_WRITES,
} satisfies MutationDeclarations;

/** The same record, typed by name, so a name's declaration is paired with that name's args. */
const DECLARATIONS: MutationDeclarations = WRITES;

/** One checked write: a name with args of that name. */
export type Mutation<N extends MutationName> = { name: N; args: MutationArgs<N> };
export type AnyMutation = { [N in MutationName]: Mutation<N> }[MutationName];

export const declarationOf = <N extends MutationName>(name: N): MutationDeclaration<N> => DECLARATIONS[name];

/** The args key of the row a write creates (its declared `createdKey`), `never` for the others. */
export type CreatedKey<N extends MutationName> = (typeof WRITES)[N] extends { createdKey: infer K }
  ? K
  : never;

/** The same at run time: `undefined` for a write that creates no row. */
export function createdKeyOf(name: MutationName): string | undefined {
  const declaration = WRITES[name];
  return 'createdKey' in declaration ? declaration.createdKey : undefined;
}

/** What a checked write was, in the user's words (the failed-changes panel). */
export function describeMutation<N extends MutationName>(mutation: Mutation<N>): string {
  return declarationOf(mutation.name).describe(mutation.args);
}
