/**
 * The sync engine's side of the live channel: open while the device is online, the session stands
 * and the page is visible, closed otherwise; a poke or a resync asks the engine for a pull. The
 * 60-s pull stays as the fallback for whatever the channel cannot carry (closed, replaced, a
 * server without it). Hidden tabs let go of their stream: over HTTP/1.1 a browser keeps 6
 * connections per server, and a stream per open tab would starve every other request (a tab that
 * shows again reconnects with its Last-Event-ID, and the engine pulls on visibility anyway).
 */
import type { SyncTour } from '#contract/sync';
import type { Connectivity } from './connectivity';
import { createLiveChannel, type LiveConnect } from './live-channel';
import type { SyncStatusStore } from './sync-status';

export type LiveSyncOptions = {
  connect: LiveConnect;
  connectivity: Connectivity;
  status: SyncStatusStore;
  /** Ask the engine for a pull (it coalesces with a run in progress). */
  pull: () => void;
  /** A `resync`: a pull of every tour, with the server's list of them when the channel brought it. */
  resync: (tours?: SyncTour[]) => void;
  /** The server refused the session: the engine's own handling of a 401. */
  refused: (error: unknown) => void;
  random?: () => number;
  /** Where `visibilitychange` arrives and `visibilityState` is read (`document`); `null` in tests. */
  documentTarget?: (EventTarget & { visibilityState?: string }) | null;
};

/** Starts following the device's state; `wake()` reopens a channel that stopped (a sync trigger), `stop()` ends it. */
export function startLiveSync(options: LiveSyncOptions) {
  const channel = createLiveChannel(
    options.connect,
    { onTour: () => options.pull(), onResync: options.resync, onSessionRefused: options.refused },
    { random: options.random },
  );
  const doc = options.documentTarget !== undefined ? options.documentTarget : globalThis.document;
  const wanted = () =>
    options.connectivity.isOnline() &&
    !options.status.getSnapshot().sessionEnded &&
    doc?.visibilityState !== 'hidden';
  const follow = () => (wanted() ? channel.open() : channel.close());
  const unsubscribe = [options.connectivity.subscribe(follow), options.status.subscribe(follow)];
  doc?.addEventListener('visibilitychange', follow);
  follow();
  return {
    wake: follow,
    stop() {
      for (const off of unsubscribe) off();
      doc?.removeEventListener('visibilitychange', follow);
      channel.close();
    },
  };
}
