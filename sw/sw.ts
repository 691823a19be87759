/// <reference lib="webworker" />
/**
 * Roadie's service worker (DESIGN.md §4), built by vite-plugin-pwa in injectManifest mode.
 *
 * Owns: the precache of the whole built app (shell, every route chunk, CSS, icons), so any screen
 * opens with no network after the first visit; the navigation fallback to the precached
 * `index.html`; the update hand-over (`SKIP_WAITING` from the page, `clientsClaim` on activate).
 *
 * Must never: answer `/api/*` from a cache (the data lives in IndexedDB, owned by src/offline),
 * cache personal documents, or take over / reload pages by itself while an update waits.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes (/dashboard/tours/…) open from the cached shell; /api/* always goes to the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

// Hook for a later issue: files saved for offline (Cache API, never personal documents) will be
// routed here. Until then nothing under /api/* is cached or answered by this worker.

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// At top level: clientsClaim() registers its own activate listener, so the first install controls
// the open page at once (no reload needed before the app works offline).
clientsClaim();
