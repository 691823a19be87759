/**
 * Sync mutation name → the SAME service function its REST route calls, so REST and sync can never
 * disagree; split by area under mutators/. Conflict handlers keep the user's losing version visibly
 * (docs/offline-client.md).
 */
import type { MutationName } from '#contract/sync-mutations';
import { ACCOMMODATION_MUTATORS } from './mutators/accommodation';
import { CHAT_MUTATORS } from './mutators/chat';
import { EVENT_MUTATORS } from './mutators/events';
import { GUEST_LIST_MUTATORS } from './mutators/guest-lists';
import type { Mutator } from './mutators/mutator';
import { PRODUCTION_TRACKER_MUTATORS } from './mutators/production-trackers';
import { PROFILE_MUTATORS } from './mutators/profile';
import { RIDER_MUTATORS } from './mutators/riders';
import { TOUR_DAY_MUTATORS } from './mutators/tour-days';

export type { Mutator } from './mutators/mutator';

/** Every offline write has its mutator: a name missing here fails tsc. */
export const MUTATORS: { [N in MutationName]: Mutator<N> } = {
  ...TOUR_DAY_MUTATORS,
  ...EVENT_MUTATORS,
  ...GUEST_LIST_MUTATORS,
  ...PROFILE_MUTATORS,
  ...ACCOMMODATION_MUTATORS,
  ...PRODUCTION_TRACKER_MUTATORS,
  ...RIDER_MUTATORS,
  ...CHAT_MUTATORS,
};
