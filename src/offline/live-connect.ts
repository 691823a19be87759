/**
 * How the live channel opens its stream: the app's (`apiLiveConnect`: the stored access token, one
 * refresh on a 401 and the session's end after that, as every API call) and one over any fetch
 * with a fixed token for tests and tools (`fetchLiveConnect`), like the sync transports.
 */
import { sendInSession } from '../api/client';
import type { LiveConnect } from './live-channel';
import type { FetchLike } from './transport';

function liveRequest(token: string | null | undefined, lastEventId: string | null, signal: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  return { method: 'GET', headers, signal, cache: 'no-store' } satisfies RequestInit;
}

export const apiLiveConnect: LiveConnect = (lastEventId, signal) =>
  sendInSession((token) => fetch('/api/live', liveRequest(token, lastEventId, signal)));

export function fetchLiveConnect(
  fetchFn: FetchLike,
  options: { baseUrl?: string; token?: () => string | null } = {},
): LiveConnect {
  return (lastEventId, signal) =>
    fetchFn(`${options.baseUrl ?? '/api'}/live`, liveRequest(options.token?.(), lastEventId, signal));
}
