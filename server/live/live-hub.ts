/**
 * This process's live channel: the streams open here, the LISTEN that hears every committed tour
 * bump (server/sync/versioning.ts, on any instance), and the log a reconnecting stream resumes
 * from. A poke goes only to users who may see the tour — one audience query per batch of pokes,
 * intersected with the users connected here. Owns the heartbeat and the session re-check (a stream
 * outlives its 15-minute access token; it must not outlive its session).
 */
import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_STREAMS_PER_USER } from '#contract/live';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import { liveSessionIds } from '../modules/auth/sessions';
import { tourVersions } from '../sync/tour-versions';
import { TOUR_CHANGED_CHANNEL } from '../sync/versioning';
import { createEventLog, type LoggedPoke } from './event-log';
import { createLiveStream, type LiveStream, SSE_HEARTBEAT, sseEvent } from './live-stream';
import { createPokeDelivery } from './poke-delivery';
import { createStreamRegistry } from './stream-registry';

export interface LiveHubOptions {
  heartbeatMs?: number;
  /** How often open streams' sessions are re-read (an ended session closes its streams). */
  sessionCheckMs?: number;
  streamsPerUser?: number;
  logSize?: number;
}

export interface OpenLiveStream {
  userId: string;
  sessionId: string;
  /** The `Last-Event-ID` the client resumes from, if any. */
  lastEventId?: string;
}

export const LIVE_SESSION_CHECK_MS = 5_000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `<tourId>` (the tour changed) or `<tourId>:<userId>` (this person's access to it changed). */
const PAYLOAD = new RegExp(`^(${UUID})(?::(${UUID}))?$`, 'i');

export function createLiveHub(
  deps: { database: Database; logger: Logger; now: () => Date },
  options: LiveHubOptions = {},
) {
  const db = deps.database.db;
  const log = createEventLog(options.logSize);
  const registry = createStreamRegistry(options.streamsPerUser ?? LIVE_STREAMS_PER_USER);
  const resyncAll = () => {
    const text = sseEvent(LIVE_EVENTS.resync, {}, log.head());
    for (const stream of registry.all()) stream.send(text);
  };
  const delivery = createPokeDelivery({ db, registry, logger: deps.logger, onFailure: resyncAll });
  let listening: Promise<() => Promise<void>> | null = null;
  let timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;

  // Only tour ids (and tour:user pairs) are sent on the channel (versioning.ts); anything else is not ours.
  const onNotify = (payload: string) => {
    const [, tourId, userId] = PAYLOAD.exec(payload) ?? [];
    if (tourId) delivery.push(log.append(tourId, userId));
  };
  // The listener was gone for a while: ids given out so far can no longer prove anything.
  const onGap = () => {
    log.reset();
    resyncAll();
  };

  function ensureListening() {
    listening ??= deps.database.listen(TOUR_CHANGED_CHANNEL, { onNotify, onGap }).catch((error) => {
      listening = null;
      throw error;
    });
    return listening;
  }

  async function checkSessions() {
    const ids = registry.sessionIds();
    try {
      const live = await liveSessionIds(db, ids, deps.now());
      // Only sessions that were asked about: a stream opened while the query ran is not ended.
      const checked = new Set(ids);
      for (const stream of registry.all())
        if (checked.has(stream.sessionId) && !live.has(stream.sessionId)) stream.close();
    } catch (error) {
      deps.logger.warn('live channel: session check failed', { error: String(error) });
    }
  }

  function startTimers() {
    if (timers.length > 0) return;
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      // Never what keeps a process alive.
      timer.unref();
      return timer;
    };
    timers = [
      every(options.heartbeatMs ?? LIVE_HEARTBEAT_MS, () => {
        for (const stream of registry.all()) stream.send(SSE_HEARTBEAT);
      }),
      every(options.sessionCheckMs ?? LIVE_SESSION_CHECK_MS, () => void checkSessions()),
    ];
  }

  function stopTimers() {
    for (const timer of timers) clearInterval(timer);
    timers = [];
  }

  const onClose = (stream: LiveStream) => {
    registry.remove(stream);
    if (registry.size === 0) stopTimers();
  };

  /** Sends the pokes a resumed stream missed (those of tours it may see), before anything newer. */
  async function replay(stream: LiveStream, missed: LoggedPoke[]) {
    stream.hold();
    try {
      await delivery.replay(stream, missed);
    } catch (error) {
      deps.logger.warn('live channel: replay failed', { error: String(error) });
      stream.send(sseEvent(LIVE_EVENTS.resync, {}, log.head()));
    } finally {
      stream.release();
    }
  }

  /**
   * A new stream's `resync` carries the user's tours and their versions, read after the stream was
   * registered: whatever changes after that read is poked, so the device compares what it holds
   * with the list and asks for no other (at a venue, one round trip less after every start). Its id
   * is the log's head at registration. A failed read sends a plain `resync`: the device asks.
   */
  async function resyncWithVersions(stream: LiveStream, head: string) {
    stream.hold();
    try {
      const tours = await tourVersions(db, stream.userId);
      stream.send(sseEvent(LIVE_EVENTS.resync, { tours }, head));
    } catch (error) {
      deps.logger.warn('live channel: reading the tours for a resync failed', { error: String(error) });
      stream.send(sseEvent(LIVE_EVENTS.resync, {}, head));
    } finally {
      stream.release();
    }
  }

  return {
    /** Opens a stream for a signed-in session; its body is the answer to `GET /api/live`. */
    async open({ userId, sessionId, lastEventId }: OpenLiveStream): Promise<ReadableStream<Uint8Array>> {
      if (closed) throw new Error('live channel closed');
      // Listening before the stream counts: whatever commits after this is heard.
      await ensureListening();
      const stream = createLiveStream(userId, sessionId, onClose);
      for (const old of registry.add(stream)) old.close(sseEvent(LIVE_EVENTS.replaced, {}));
      startTimers();
      // Read in the same turn as the registration: every later poke reaches the stream live.
      const missed = lastEventId ? log.since(lastEventId) : null;
      if (missed === null) void resyncWithVersions(stream, log.head());
      else if (missed.length > 0) void replay(stream, missed);
      return stream.body;
    },
    /** Streams open on this process (the bench's memory row, tests). */
    get size() {
      return registry.size;
    },
    /** Ends every stream and the LISTEN (server shutdown); clients reconnect elsewhere. */
    async close() {
      closed = true;
      stopTimers();
      for (const stream of registry.all()) stream.close();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
