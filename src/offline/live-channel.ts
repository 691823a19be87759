/**
 * The device's live channel (`GET /api/live`, docs/offline-client.md): a Server-Sent Events stream
 * that says "tour N changed" so the sync engine pulls at once instead of at the next 60-s tick.
 * Read with `fetch` and a streaming body, not `EventSource`: EventSource cannot send the Bearer
 * token. Owns the connection: reconnects with the sync backoff and `Last-Event-ID` (the server
 * replays what was missed, or says `resync`), gives up on a silent stream, and stops for good on
 * a refused session or when a newer stream of the same user replaced it (until `open()` again).
 */
import * as v from 'valibot';
import { LIVE_EVENTS, LIVE_SILENCE_MS, LiveResyncEventSchema, LiveTourEventSchema } from '#contract/live';
import type { SyncTour } from '#contract/sync';
import { errorFromResponse } from '../api/api-error';
import { createRetryTimer } from './backoff';
import { createSseParser, type SseMessage } from './sse-parser';
import { isSessionRefused } from './transport';

/** Opens the stream: resolves with the answer (a 401 answer or a thrown 401 ApiError: session refused). */
export type LiveConnect = (lastEventId: string | null, signal: AbortSignal) => Promise<Response>;

export type LiveHandlers = {
  onTour(tourId: string): void;
  /** `tours`: the user's tours and versions as the server read them after this stream began, if sent. */
  onResync(tours?: SyncTour[]): void;
  onSessionRefused(error: unknown): void;
};

export type LiveChannel = {
  /** Connects (if not already) and keeps reconnecting until `close()`. */
  open(): void;
  close(): void;
};

type Outcome = 'reconnect' | 'stop';

export function createLiveChannel(
  connect: LiveConnect,
  handlers: LiveHandlers,
  options: { random?: () => number; silenceMs?: number } = {},
): LiveChannel {
  let wanted = false;
  let current: AbortController | null = null;
  // Kept across connections (not across app starts: a new start pulls anyway).
  let lastEventId: string | null = null;
  const retry = createRetryTimer(() => void run(), options.random);

  const dispatch = (message: SseMessage): Outcome | null => {
    if (message.event === LIVE_EVENTS.tour) {
      const parsed = v.safeParse(LiveTourEventSchema, safeJson(message.data));
      if (parsed.success) handlers.onTour(parsed.output.tourId);
      else handlers.onResync();
    } else if (message.event === LIVE_EVENTS.resync) {
      // A list that does not read is no list: the device asks for it.
      const parsed = v.safeParse(LiveResyncEventSchema, safeJson(message.data));
      handlers.onResync(parsed.success ? parsed.output.tours : undefined);
    } else if (message.event === LIVE_EVENTS.replaced) return 'stop';
    return null;
  };

  /** Reads events until the stream ends, is aborted, or says `replaced`. */
  async function read(body: ReadableStream<Uint8Array>, abort: AbortController, alive: () => void) {
    const reader = body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    abort.signal.addEventListener('abort', cancel);
    const decoder = new TextDecoder();
    // Set by a message (`replaced`); a dropped or ended stream reconnects.
    const state: { outcome: Outcome } = { outcome: 'reconnect' };
    const parser = createSseParser((message) => {
      state.outcome = dispatch(message) ?? state.outcome;
    });
    parser.lastEventId = lastEventId ?? '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        alive();
        parser.feed(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId || null;
        if (state.outcome === 'stop') break;
      }
    } catch {
      // Dropped or aborted: the caller decides whether to reconnect.
    } finally {
      abort.signal.removeEventListener('abort', cancel);
      cancel();
    }
    return state.outcome;
  }

  async function attempt(abort: AbortController): Promise<Outcome> {
    // No answer, or a stream gone quiet (a venue Wi-Fi that dropped it without a word): given up.
    const silenceMs = options.silenceMs ?? LIVE_SILENCE_MS;
    let silence = setTimeout(() => abort.abort(), silenceMs);
    const alive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => abort.abort(), silenceMs);
      // Only a stream that delivered something resets the backoff: a proxy that closes every
      // stream at once must not make the device reconnect every second.
      retry.succeeded();
    };
    try {
      const response = await connect(lastEventId, abort.signal);
      if (response.status === 401) {
        handlers.onSessionRefused(await errorFromResponse(response));
        return 'stop';
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return 'reconnect';
      }
      return await read(response.body, abort, alive);
    } catch (error) {
      if (!isSessionRefused(error)) return 'reconnect';
      handlers.onSessionRefused(error);
      return 'stop';
    } finally {
      clearTimeout(silence);
    }
  }

  async function run() {
    if (!wanted || current) return;
    const abort = new AbortController();
    current = abort;
    const outcome = await attempt(abort);
    // Closed (and perhaps opened again) meanwhile: what happens next is not this run's to decide.
    if (current !== abort) return;
    current = null;
    if (outcome === 'stop') {
      wanted = false;
      return;
    }
    retry.failed();
  }

  return {
    open() {
      if (wanted) return;
      wanted = true;
      retry.clear();
      void run();
    },
    close() {
      wanted = false;
      retry.clear();
      current?.abort();
      current = null;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
