/**
 * Whether the sync engine's next run pulls, and how it learns which tours changed: by asking the
 * server (`GET /sync/tours`), or from the list the live channel's `resync` brought, read by the
 * server after the stream began. A pull wanted for any other reason (a trigger, a push's answer,
 * a discarded write) must ask: a resync's list may be older than what it is wanted for.
 */
import type { SyncTour } from '#contract/sync';

export function createPullWish() {
  let wanted = false;
  let list: SyncTour[] | null = null;
  return {
    get wanted() {
      return wanted;
    },
    /** A pull that asks the server which tours changed. */
    ask() {
      wanted = true;
      list = null;
    },
    /** A resync's list: the newest one stands in for asking, unless a pull that must ask is wanted. */
    withList(tours: SyncTour[]) {
      if (wanted && !list) return;
      wanted = true;
      list = tours;
    },
    /** The wanted pull starts: the list it may use instead of asking, if any. */
    take(): SyncTour[] | undefined {
      const taken = list ?? undefined;
      wanted = false;
      list = null;
      return taken;
    },
  };
}
