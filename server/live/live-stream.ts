/**
 * One open live stream: the Server-Sent Events body of one `GET /api/live`, written by the hub.
 * Owns its text framing and its end: closed by the hub, or cancelled when the client goes (the
 * Node adapter cancels the body when the socket closes), either way `onClose` runs once.
 */
import type { LiveEventName } from '#contract/live';

/** A client that reads nothing while this many writes pile up is gone or stuck: its stream ends. */
const MAX_BACKLOG_WRITES = 256;

const encoder = new TextEncoder();

export const sseEvent = (event: LiveEventName, data: unknown, id?: string) =>
  `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A comment line: keeps proxies from timing the stream out and tells the client it is alive. */
export const SSE_HEARTBEAT = ': ping\n\n';

export interface LiveStream {
  readonly userId: string;
  readonly sessionId: string;
  readonly body: ReadableStream<Uint8Array>;
  readonly closed: boolean;
  send(text: string): void;
  /** Holds what `send` writes until `release()` (while a replay is read), then writes it after. */
  hold(): void;
  release(): void;
  close(lastWords?: string): void;
}

export function createLiveStream(
  userId: string,
  sessionId: string,
  onClose: (stream: LiveStream) => void,
): LiveStream {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let held: string[] | null = null;
  let closed = false;

  const finish = () => {
    if (closed) return;
    closed = true;
    onClose(stream);
  };

  const write = (text: string) => {
    if (closed || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_WRITES) return stream.close();
    controller.enqueue(encoder.encode(text));
  };

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel: finish,
  });

  const stream: LiveStream = {
    userId,
    sessionId,
    body,
    get closed() {
      return closed;
    },
    send(text) {
      if (held) held.push(text);
      else write(text);
    },
    hold() {
      held ??= [];
    },
    release() {
      const pending = held ?? [];
      held = null;
      for (const text of pending) write(text);
    },
    close(lastWords) {
      if (closed) return;
      if (lastWords) write(lastWords);
      try {
        controller?.close();
      } catch {
        // Already errored or cancelled by the client: nothing left to close.
      }
      finish();
    },
  };
  return stream;
}
