/**
 * What the device knows about one offline write (a name of contract/sync-mutations.ts), declared in
 * one place per area (writes/<area>.ts): its local effect on the mirror, the rows it marks as
 * waiting, the key of the row it creates, and its words in the failed-changes panel. writes/index.ts
 * merges the areas into one record typed by name, so a name without a declaration fails `tsc`.
 */
import type { MutationArgs, MutationName } from '#contract/sync-mutations';
import type { RoadieDb } from '../db';

export type EffectContext = { userId: string; at: string };

/**
 * The outbox scope of the write (its tour, or PROFILE_SCOPE), or `null` when its target is not on
 * this device (nothing changed).
 */
export type EffectResult = Promise<string | null>;

/** The args keys holding a row with an `id` (what a create names). */
type RowKey<Args> = {
  [K in keyof Args]: Args[K] extends object ? ('id' extends keyof Args[K] ? K : never) : never;
}[keyof Args] &
  string;

export type MutationDeclaration<N extends MutationName> = {
  /**
   * The change the server will make, on the mirror, inside the caller's transaction (EFFECT_TABLES).
   * Idempotent: it is re-applied on top of every pulled page while the write waits. Never touches
   * the outbox or any table outside the mirror and the profile.
   */
  effect: (db: RoadieDb, args: MutationArgs<N>, ctx: EffectContext) => EffectResult;
  /** The mirror rows the screens mark "waiting to sync" while the write is in the outbox. */
  touches: (args: MutationArgs<N>) => string[];
  /**
   * For a write that creates a row: the args key holding it. The screen may leave its `id` out;
   * the device makes one, so later writes (and the server) can refer to the row at once.
   */
  createdKey?: RowKey<MutationArgs<N>>;
  /** The write in the user's words, for the failed-changes panel (screens and tests read them). */
  describe: (args: MutationArgs<N>) => string;
};

/** The declarations of some names (an area's), or, unparameterised, of every name. */
export type MutationDeclarations<Names extends MutationName = MutationName> = {
  [N in Names]: MutationDeclaration<N>;
};

/** Shortens user text for a one-line description. */
export const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);

/** The write names its row's id: that row is what waits. */
export const touchesId = ({ id }: { id: string }) => [id];
