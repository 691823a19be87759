/// <reference lib="webworker" />
/**
 * Roadie's service worker (docs/offline-client.md), built by vite-plugin-pwa in injectManifest mode.
 *
 * Owns: the precache of the whole built app (shell, every route chunk, CSS, icons), so any screen
 * opens with no network after the first visit; the navigation fallback to the precached
 * `index.html`; answering `/offline-files/…` from the files the page kept; the update hand-over (`SKIP_WAITING` from the page, `clientsClaim` on activate); showing push notifications and opening what they are about (push-notifications.ts).
 *
 * Must never: answer `/api/*` from a cache (the data lives in IndexedDB, owned by src/offline;
 * kept files are served under `/offline-files/`, never under /api), cache personal documents, or take over / reload pages by itself while an update waits.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { fileCacheName, OFFLINE_FILES_PATH } from '../src/offline/file-cache-keys';
import { installInParallel } from './parallel-precache';
import { listenForPushes } from './push-notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

// Workbox's precache (its list, its strategy, its route, its clean-up on activate) with the install
// fetching a few files at a time instead of one after another (parallel-precache.ts).
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(installInParallel(precache, event)));
self.addEventListener('activate', precache.activate);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Client-side routes (/dashboard/tours/…) open from the cached shell; /api/* always goes to the network.
// No route below matches /api/*, so the worker never calls respondWith for it: the live channel's
// stream (`/api/live`) reaches the page straight from the network, event by event, never buffered.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/offline-files\//],
  }),
);

// Files kept for the road (src/offline/file-cache.ts puts them there; personal documents never are):
// answered from that user's cache only. The network has no such path, so a miss is a plain 404.
// A `Range` request (a video seeking, a PDF viewer reading pages) gets the slice it asked for (206),
// as the server's downloads answer online.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(OFFLINE_FILES_PATH),
  async ({ url, request }) => {
    const userId = url.pathname.slice(OFFLINE_FILES_PATH.length).split('/')[0] ?? '';
    const name = fileCacheName(userId);
    const hit = (await caches.has(name)) ? await (await caches.open(name)).match(url.pathname) : undefined;
    if (!hit)
      return new Response('This file is not saved on this device.', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    return request.headers.has('range') ? createPartialResponse(request, hit) : hit;
  },
);

// Web push: the notification the server sent, and the screen it opens when tapped.
listenForPushes();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page whose document arrived while this worker was activating is left out of the claim on
  // activate, and would fetch every screen's code past the worker until reloaded: it asks again.
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});

// At top level: clientsClaim() registers its own activate listener, so the first install controls
// the open page at once (no reload needed before the app works offline).
clientsClaim();
