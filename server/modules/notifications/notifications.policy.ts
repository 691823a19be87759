/** The rules of push notifications: when a batch is ready, how long a push lives, how retries back off. */
import type { NotificationKind } from '#contract/notifications';

/** A batch goes out once it has been quiet this long: an editing spree becomes one notification. */
export const BATCH_QUIET_SECONDS = 20;
/** …or once its first item is this old, however busy the spree (the news must not wait forever). */
export const BATCH_MAX_WAIT_SECONDS = 120;
/** How often each process looks for ready batches and due deliveries. */
export const PUSH_WORKER_INTERVAL_MS = 5_000;
/** How long a push service holds a message for a device that is off; also when we stop retrying. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** A claimed delivery is not claimed again (by this or another process) for this long. */
export const DELIVERY_LEASE_SECONDS = 60;
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Deliveries sent per round; the rest wait for the next one. */
export const DELIVERIES_PER_ROUND = 50;

/** An announcement is one message, sent at once; messages and schedule changes wait for their batch. */
export const quietSecondsOf = (kind: NotificationKind) => (kind === 'announcement' ? 0 : BATCH_QUIET_SECONDS);

/** Schedule changes and announcements are about the next hours: the device should wake for them. */
export const urgencyOf = (kind: NotificationKind): 'normal' | 'high' =>
  kind === 'message' ? 'normal' : 'high';

export function batchIsReady(kind: NotificationKind, first: Date, last: Date, now: Date): boolean {
  const quietFor = (now.getTime() - last.getTime()) / 1000;
  const waitedFor = (now.getTime() - first.getTime()) / 1000;
  return quietFor >= quietSecondsOf(kind) || waitedFor >= BATCH_MAX_WAIT_SECONDS;
}

/** 30 s, 1 min, 2 min … capped at one hour, after the `attempts`-th failure. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

const isIpLiteral = (host: string) => /^[\d.]+$/.test(host) || host.includes(':') || host.startsWith('[');

/**
 * Where the server may send pushes. Browsers' push services are public https hosts; outside
 * production a local http stand-in is allowed (tests, development). In production nothing else:
 * the endpoint is the one URL a user hands the server to POST to, so it must not reach inside.
 */
export function endpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && host !== 'localhost' && !host.endsWith('.local') && !isIpLiteral(host);
}
