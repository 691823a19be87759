/// <reference lib="webworker" />
/**
 * The precache's install, a few files at a time. Workbox's own install fetches its list one file
 * after another, so a first visit over a venue's link (400 ms a round trip) was offline-capable
 * only after ~280 round trips, about two minutes; six at a time, as a browser loads a page, makes
 * it a sixth. Everything else is Workbox's: its strategy fetches, checks and stores each file, and
 * one failure fails the install, so a half-filled precache is never activated.
 */
import type { PrecacheController } from 'workbox-precaching';

/** As many as a browser opens to one host at a time over HTTP/1.1. */
const AT_ONCE = 6;

export async function installInParallel(precache: PrecacheController, event: ExtendableEvent): Promise<void> {
  const queue = [...precache.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const [url, cacheKey] = entry;
      const request = new Request(url, {
        integrity: precache.getIntegrityForCacheKey(cacheKey),
        // As Workbox does: a file named without its hash (its cache key carries the revision, so it
        // differs from its URL) skips the HTTP cache, so the copy kept is this release's.
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}
