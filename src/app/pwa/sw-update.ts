/**
 * Registers the service worker (production builds only) and remembers whether a new version is
 * waiting. Never reloads by itself: `applyUpdate` is called only from the user's "Reload".
 */
import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/when-idle';

let updateWaiting = false;
let applyUpdateFn: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function registerServiceWorker() {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Once the start is on screen: registering an installed worker again, and its update check, cost
  // the start-up ~70 ms of main thread at 4× CPU (a CPU profile of the warm reopen, docs/benchmarks.md)
  // and the page is already controlled by the worker that is installed.
  whenIdle(() => {
    void import('virtual:pwa-register').then(({ registerSW }) => {
      // The plugin's helper posts SKIP_WAITING and reloads once the new worker controls the page.
      applyUpdateFn = registerSW({
        immediate: true,
        onNeedRefresh() {
          updateWaiting = true;
          for (const listener of [...listeners]) listener();
        },
      });
      // The first install claims the open pages when it activates, but a page that was loading at
      // that moment stays uncontrolled: offline, its next screen's code would not come from the
      // worker. Such a page asks the active worker to claim it (sw/sw.ts).
      void navigator.serviceWorker.ready.then((registration) => {
        if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM' });
      });
    });
  });
}

export async function applyUpdate() {
  await applyUpdateFn?.();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updateWaiting,
    () => false,
  );
}
