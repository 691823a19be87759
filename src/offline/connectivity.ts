/**
 * Owns "are we online?" for the sync engine and the header: the browser's online/offline events
 * AND what requests actually did (a request that got no answer flips to offline, any answer flips
 * back — `navigator.onLine` says true on a venue Wi-Fi with no uplink). It never makes requests.
 */

export type ConnectivitySnapshot = {
  /** What the browser reports (`navigator.onLine` and its events). */
  browserOnline: boolean;
  /** False after a request got no answer, until one does (or the browser reports `online`). */
  reachable: boolean;
  online: boolean;
};

export type Connectivity = {
  getSnapshot(): ConnectivitySnapshot;
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
  reportFailure(): void;
  reportSuccess(): void;
  /** Removes the browser listeners. */
  dispose(): void;
};

type Options = {
  /** Where `online`/`offline` events arrive; `window` in the browser. */
  events?: EventTarget | null;
  initiallyOnline?: boolean;
};

/** What the browser knows: false only when it is sure there is no network. */
export const browserSaysOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export function createConnectivity(options: Options = {}): Connectivity {
  const events =
    options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window;
  const listeners = new Set<() => void>();
  let snapshot: ConnectivitySnapshot = {
    browserOnline: options.initiallyOnline ?? browserSaysOnline(),
    reachable: true,
    online: options.initiallyOnline ?? browserSaysOnline(),
  };

  const set = (change: Partial<Omit<ConnectivitySnapshot, 'online'>>) => {
    const next = { ...snapshot, ...change };
    next.online = next.browserOnline && next.reachable;
    if (next.browserOnline === snapshot.browserOnline && next.reachable === snapshot.reachable) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  // A fresh `online` from the browser is worth a try even if the last request failed.
  const onOnline = () => set({ browserOnline: true, reachable: true });
  const onOffline = () => set({ browserOnline: false });
  events?.addEventListener('online', onOnline);
  events?.addEventListener('offline', onOffline);

  return {
    getSnapshot: () => snapshot,
    isOnline: () => snapshot.online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reportFailure: () => set({ reachable: false }),
    reportSuccess: () => set({ reachable: true }),
    dispose() {
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('offline', onOffline);
      listeners.clear();
    },
  };
}

let shared: Connectivity | null = null;

/** The app's one connectivity store (created on first use, bound to `window`). */
export function appConnectivity(): Connectivity {
  shared ??= createConnectivity();
  return shared;
}
