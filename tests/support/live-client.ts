/**
 * The live channel over a real socket: an app served on 127.0.0.1:0 (`serveApp`) and a reader of
 * `GET /api/live` (`openLive`) as the browser does it — `fetch` with a streaming body, parsed by
 * the client's own SSE parser. Tests wait on what a stream has received, never on time.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { vi } from 'vitest';
import { createSseParser, type SseMessage } from '../../src/offline/sse-parser';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

export async function serveApp(app: { fetch: Fetch }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * How long a live test waits for what a stream should receive. Generous: a loaded machine (CI,
 * parallel workers, PostgreSQL) may take seconds; a poke that never comes still fails.
 */
export const LIVE_WAIT = { timeout: 12_000, interval: 5 };

export type LiveReader = Awaited<ReturnType<typeof openLive>>;

export async function openLive(baseUrl: string, token?: string, lastEventId?: string) {
  const abort = new AbortController();
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Accept-Encoding': 'br, gzip' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const response = await fetch(`${baseUrl}/api/live`, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  let text = '';
  let ended = false;
  const parser = createSseParser((message) => messages.push(message));
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const part = decoder.decode(chunk, { stream: true });
        text += part;
        parser.feed(part);
      }
    } catch {
      // Aborted by `close()`.
    } finally {
      ended = true;
    }
  })();

  const tourEvents = () =>
    messages.filter((m) => m.event === 'tour').map((m) => (JSON.parse(m.data) as { tourId: string }).tourId);

  return {
    response,
    messages,
    /** Everything received as text (heartbeat comments included). */
    text: () => text,
    tourEvents,
    get lastEventId() {
      return parser.lastEventId;
    },
    get ended() {
      return ended;
    },
    /** Waits until a message of `event` (and, for `tour`, of that tour) has arrived; returns it. */
    async next(event: string, tourId?: string) {
      return vi.waitFor(() => {
        const found = messages.find(
          (m) => m.event === event && (tourId === undefined || m.data.includes(`"${tourId}"`)),
        );
        if (!found) {
          const got = messages.map((m) => `${m.event} ${m.data}`).join('; ');
          const state = `HTTP ${response.status}, ${ended ? 'ended' : 'open'}, received [${got}]`;
          throw new Error(`${event} ${tourId ?? ''} not received (${state})`);
        }
        return found;
      }, LIVE_WAIT);
    },
    /** Waits until the server has ended the stream. */
    async whenEnded() {
      await reading;
    },
    async close() {
      abort.abort();
      await reading;
    },
  };
}
