/**
 * The live channel (`GET /api/live`, Server-Sent Events): what the server sends and the client reads.
 * It carries pokes only — "tour N changed" — never data: the device pulls the tour as usual.
 */
import * as v from 'valibot';
import { SyncTourSchema } from './sync';

export const LIVE_EVENTS = {
  /** `data: {"tourId": …}`: a tour the user sees has a new version. */
  tour: 'tour',
  /**
   * The server cannot prove nothing was missed (first connect, unknown or too old Last-Event-ID):
   * pull all. On a new stream `data` lists the user's tours with their versions, read after the
   * stream was registered (what `GET /sync/tours` answers); otherwise `{}` and the device asks.
   */
  resync: 'resync',
  /** Closed for a newer stream of the same user (too many open): do not reconnect until asked to. */
  replaced: 'replaced',
} as const;

export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

export const LiveTourEventSchema = v.object({ tourId: v.string() });
export const LiveResyncEventSchema = v.object({ tours: v.optional(v.array(SyncTourSchema)) });

/** A comment line is sent this often, so proxies keep the stream open and the client sees it alive. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** The client gives up on a stream that sent nothing (not even a heartbeat) for this long, and reconnects. */
export const LIVE_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + 10_000;
/** Streams one user may hold open on one server process; a new one closes the oldest. */
export const LIVE_STREAMS_PER_USER = 10;
