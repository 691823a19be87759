import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '../../src/offline/connectivity';
import type { LiveConnect } from '../../src/offline/live-channel';
import { startLiveSync } from '../../src/offline/live-sync';
import { createSyncStatusStore } from '../../src/offline/sync-status';

/**
 * When the device holds its live stream open, against a stand-in server at the network boundary
 * (the connector): every connection is recorded with the Last-Event-ID it sent, can be written to,
 * and says when the device let go of it.
 */
function server() {
  type Connection = { lastEventId: string | null; closed: boolean; send: (text: string) => void };
  const opened: Connection[] = [];
  const connect: LiveConnect = async (lastEventId) => {
    const encoder = new TextEncoder();
    let send = (_text: string) => {};
    const connection: Connection = { lastEventId, closed: false, send: (text) => send(text) };
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(encoder.encode(text));
      },
      cancel() {
        connection.closed = true;
      },
    });
    opened.push(connection);
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
  return { opened, connect, last: () => opened[opened.length - 1] };
}

function page() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' as 'visible' | 'hidden' });
  return {
    doc,
    show(state: 'visible' | 'hidden') {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function start(connect: LiveConnect, documentTarget: ReturnType<typeof page>['doc']) {
  const pulls = vi.fn();
  const resyncs = vi.fn();
  const live = startLiveSync({
    connect,
    connectivity: createConnectivity({ events: new EventTarget(), initiallyOnline: true }),
    status: createSyncStatusStore(),
    pull: pulls,
    resync: resyncs,
    refused: vi.fn(),
    random: () => 0,
    documentTarget,
  });
  stops.push(live.stop);
  return { live, pulls, resyncs };
}

describe('the live channel on the device', () => {
  it('pulls on a poke; lets go of the stream while the page is hidden and resumes where it was', async () => {
    const net = server();
    const tab = page();
    const { pulls } = start(net.connect, tab.doc);
    await vi.waitFor(() => expect(net.opened).toHaveLength(1));
    net.last()?.send('id: e.4\nevent: tour\ndata: {"tourId":"t1"}\n\n');
    await vi.waitFor(() => expect(pulls).toHaveBeenCalledTimes(1));

    tab.show('hidden');
    await vi.waitFor(() => expect(net.last()?.closed).toBe(true));
    tab.show('visible');
    await vi.waitFor(() => expect(net.opened).toHaveLength(2));
    expect(net.last()?.lastEventId).toBe('e.4');
  });

  it('stays closed after `replaced` until woken by a sync trigger', async () => {
    const net = server();
    const { live } = start(net.connect, page().doc);
    await vi.waitFor(() => expect(net.opened).toHaveLength(1));
    // Any reconnect would be a backoff timer: a fake clock runs far past the longest one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      net.last()?.send('event: replaced\ndata: {}\n\n');
      await vi.waitFor(() => expect(net.last()?.closed).toBe(true));
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(net.opened).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
    live.wake();
    await vi.waitFor(() => expect(net.opened).toHaveLength(2));
  });

  it('hands a resync’s list of tours to the engine, and no list when it brings none or one that does not read', async () => {
    const net = server();
    const { pulls, resyncs } = start(net.connect, page().doc);
    await vi.waitFor(() => expect(net.opened).toHaveLength(1));
    net.last()?.send('id: e.1\nevent: resync\ndata: {"tours":[{"tourId":"t1","version":3}]}\n\n');
    net.last()?.send('event: resync\ndata: {}\n\n');
    net.last()?.send('event: resync\ndata: {"tours":"all"}\n\n');
    await vi.waitFor(() => expect(resyncs).toHaveBeenCalledTimes(3));
    expect(resyncs.mock.calls).toEqual([[[{ tourId: 't1', version: 3 }]], [undefined], [undefined]]);
    expect(pulls).not.toHaveBeenCalled();
  });
});
