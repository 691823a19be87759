import { describe, expect, it } from 'vitest';
import { createEventLog } from '../../server/live/event-log';
import { createSseParser, type SseMessage } from '../../src/offline/sse-parser';

function parse(chunks: string[]) {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.feed(chunk);
  return { messages, lastEventId: parser.lastEventId };
}

describe('the SSE parser', () => {
  it('reads events split anywhere across chunks, with LF, CRLF or CR line ends', () => {
    const text =
      'id: a.1\r\nevent: tour\r\ndata: {"tourId":"t1"}\r\n\r\n: ping\n\nevent: resync\rdata: {}\r\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const { messages } = parse([text.slice(0, cut), text.slice(cut)]);
      expect(messages, `cut at ${cut}`).toEqual([
        { event: 'tour', data: '{"tourId":"t1"}', lastEventId: 'a.1' },
        { event: 'resync', data: '{}', lastEventId: 'a.1' },
      ]);
    }
  });

  it('joins data lines, skips comments, and lets a block without data move only the id', () => {
    const { messages, lastEventId } = parse(['data: one\ndata:two\n\n', ': heartbeat\n\n', 'id: e.9\n\n']);
    expect(messages).toEqual([{ event: 'message', data: 'one\ntwo', lastEventId: '' }]);
    expect(lastEventId).toBe('e.9');
  });
});

describe('the live event log', () => {
  it('replays what came after a known id, and refuses what it cannot vouch for', () => {
    const log = createEventLog(3);
    const start = log.head();
    const first = log.append('t1');
    log.append('t2');
    expect(log.since(start)?.map((poke) => poke.tourId)).toEqual(['t1', 't2']);
    expect(log.since(first.id)?.map((poke) => poke.tourId)).toEqual(['t2']);
    expect(log.since(log.head())).toEqual([]);
    log.append('t3');
    log.append('t4');
    // Four pokes after `start` in a ring of three: the first is gone.
    expect(log.since(start)).toBeNull();
    expect(log.since(first.id)?.map((poke) => poke.tourId)).toEqual(['t2', 't3', 't4']);
    expect(log.since('another-process.1')).toBeNull();
    expect(log.since('garbage')).toBeNull();
    const before = log.head();
    log.reset();
    expect(log.since(before)).toBeNull();
  });
});
