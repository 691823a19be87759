/**
 * When the engine syncs on its own (docs/offline-client.md): on reconnect, on focus / tab visible again, and
 * every 60 s while online and visible. Owns those listeners and the interval; never syncs itself.
 */
import { TOUR_DAY_LIST_REFRESH_MS } from '#contract/limits';
import type { Connectivity } from './connectivity';

export type TriggerOptions = {
  connectivity: Connectivity;
  /** Pull and push now. */
  onTrigger: () => void;
  intervalMs?: number;
  /** Where `focus` arrives (`window`); `null` in tests. */
  windowTarget?: EventTarget | null;
  /** Where `visibilitychange` arrives and `visibilityState` is read (`document`); `null` in tests. */
  documentTarget?: (EventTarget & { visibilityState?: string }) | null;
};

/** Installs the triggers; returns the function that removes them all. */
export function installSyncTriggers(options: TriggerOptions): () => void {
  const { connectivity, onTrigger } = options;
  const win = options.windowTarget !== undefined ? options.windowTarget : globalThis.window;
  const doc = options.documentTarget !== undefined ? options.documentTarget : globalThis.document;
  const visible = () => doc?.visibilityState !== 'hidden';

  let wasOnline = connectivity.isOnline();
  const unsubscribe = connectivity.subscribe(() => {
    const online = connectivity.isOnline();
    if (online && !wasOnline) onTrigger();
    wasOnline = online;
  });
  const onFocus = () => onTrigger();
  const onVisibility = () => {
    if (visible()) onTrigger();
  };
  win?.addEventListener('focus', onFocus);
  doc?.addEventListener('visibilitychange', onVisibility);
  // Paused while offline or hidden: a background tab on a plane makes no requests.
  const interval = setInterval(() => {
    if (connectivity.isOnline() && visible()) onTrigger();
  }, options.intervalMs ?? TOUR_DAY_LIST_REFRESH_MS);

  return () => {
    unsubscribe();
    win?.removeEventListener('focus', onFocus);
    doc?.removeEventListener('visibilitychange', onVisibility);
    clearInterval(interval);
  };
}
