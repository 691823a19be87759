/**
 * The Server-Sent Events text format (WHATWG HTML, "event stream interpretation"), fed chunk by
 * chunk as a streaming `fetch` body arrives. `EventSource` does this for itself, but cannot send an
 * Authorization header, so the live channel reads the stream with `fetch` and parses it here.
 */
export type SseMessage = { event: string; data: string; lastEventId: string };

export function createSseParser(onMessage: (message: SseMessage) => void) {
  let pending = '';
  let event = '';
  let data: string[] = [];
  let lastEventId = '';

  function line(text: string) {
    if (text === '') {
      // A blank line dispatches; a block with no data only moves the last event id.
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), lastEventId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment (the heartbeat)
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    /** The id of the last block that carried one: what a reconnect sends as `Last-Event-ID`. */
    get lastEventId() {
      return lastEventId;
    },
    /** Starts from an id kept across connections. */
    set lastEventId(id: string) {
      lastEventId = id;
    },
    feed(chunk: string) {
      pending += chunk;
      // A line ends at CRLF, LF or CR; a CR at the very end may be the first half of a CRLF.
      const lines = pending.split(/\r\n|\n|\r(?!$)/);
      pending = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
  };
}

export type SseParser = ReturnType<typeof createSseParser>;
