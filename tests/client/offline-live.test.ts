import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { pullAll } from '../../src/offline/pull';
import { fetchTransport } from '../../src/offline/transport';
import { deviceFetch, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, rest, tagDay } from '../support/offline-rest';

/**
 * The sync engine and the live channel: devices here have no timers (`triggers: false`), so the
 * only thing that makes the watching device pull is the server's poke through its open stream.
 */
const { t, devices } = await setupOfflineServer();
const live = t.deps.live;

async function sharedTour() {
  const owner = await syncUser(t);
  const crew = await syncUser(t);
  const tourId = await createTour(t, owner);
  const days = v.parse(
    v.object({ data: v.array(v.object({ id: v.string() })) }),
    await rest(t, owner, 'GET', `/tour-days/${tourId}`),
  ).data;
  const dayId = days[0]?.id ?? '';
  await tagDay(t, owner, dayId);
  await addToTour(t, owner, tourId, crew);
  return { owner, crew, tourId, dayId };
}

const liveRequests = (requests: string[]) => requests.filter((request) => request.endsWith('/api/live'));
const tourLists = (requests: string[]) => requests.filter((request) => request.endsWith('/sync/tours'));

/** A device of `user` watching the live channel, settled: its stream is open and its first pulls are done. */
async function watching(user: Awaited<ReturnType<typeof syncUser>>) {
  const device = await devices.open(user, { separate: true, live: true });
  await vi.waitFor(() => expect(live.size).toBe(1));
  await device.engine.whenIdle();
  return device;
}

describe('the live channel', () => {
  it('makes the engine pull when another device’s edit reaches the server', async () => {
    const { owner, crew, dayId } = await sharedTour();
    const phone = await devices.open(owner, { separate: true });
    const laptop = await watching(crew);
    const noteId = crypto.randomUUID();
    await phone.engine.mutate('note.create', { tourDayId: dayId, note: { id: noteId, text: 'Doors 19:00' } });
    await phone.engine.whenIdle();
    await vi.waitFor(async () => expect((await laptop.db.notes.get(noteId))?.text).toBe('Doors 19:00'));
  });

  it('closes while offline and resumes when back online, catching up on what it missed', async () => {
    const { owner, crew, dayId } = await sharedTour();
    const laptop = await watching(crew);
    laptop.goOffline();
    await vi.waitFor(() => expect(live.size).toBe(0));
    const asked = liveRequests(laptop.net.requests).length;
    const noteId = await rest(t, owner, 'POST', `/tour-days/${dayId}/notes`, { text: 'While away' }).then(
      (body) => v.parse(v.object({ data: v.object({ id: v.string() }) }), body).data.id,
    );
    expect(liveRequests(laptop.net.requests)).toHaveLength(asked);
    expect(await laptop.db.notes.get(noteId)).toBeUndefined();

    laptop.goOnline();
    await vi.waitFor(async () => expect((await laptop.db.notes.get(noteId))?.text).toBe('While away'));
    expect(liveRequests(laptop.net.requests)).toHaveLength(asked + 1);
  });

  it('closes when the engine stops', async () => {
    const { crew } = await sharedTour();
    const laptop = await watching(crew);
    laptop.engine.stop();
    await vi.waitFor(() => expect(live.size).toBe(0));
  });

  it('stops for good on a refused session: no reconnecting loop', async () => {
    const { crew } = await sharedTour();
    const laptop = await watching(crew);
    laptop.goOffline();
    laptop.net.answerWith = 401;
    laptop.goOnline();
    await vi.waitFor(() => expect(laptop.status.getSnapshot().sessionEnded).toBe(true));
    const asked = liveRequests(laptop.net.requests).length;
    // A later trigger finds the session ended and does not open the channel again.
    laptop.goOffline();
    laptop.goOnline();
    await laptop.engine.whenIdle();
    expect(liveRequests(laptop.net.requests)).toHaveLength(asked);
  });

  it('asks for the list of tours once per start: the first resync brings the server’s, read after the stream began', async () => {
    const { crew, tourId } = await sharedTour();
    const laptop = await devices.open(crew, { separate: true, live: true });
    await vi.waitFor(() => expect(laptop.net.liveHandled).toContain('event: resync'));
    await laptop.engine.whenIdle();
    expect(tourLists(laptop.net.requests)).toHaveLength(1);
    expect(await laptop.db.tours.get(tourId)).toBeDefined();
  });

  it('pulls from a resync’s list without asking when it names every tour held, and takes no device for ahead', async () => {
    const { owner, crew, tourId, dayId } = await sharedTour();
    const other = await createTour(t, owner);
    await addToTour(t, owner, other, crew);
    const laptop = await devices.open(crew, { separate: true });
    const held = await laptop.db.syncState.get(other);
    await rest(t, owner, 'POST', `/tour-days/${dayId}/notes`, { text: 'After the list' });
    const lists = v.object({ data: v.array(v.object({ tourId: v.string(), version: v.number() })) });
    const changed = v
      .parse(lists, await rest(t, crew, 'GET', '/sync/tours'))
      .data.find((x) => x.tourId === tourId);
    if (!changed || !held) throw new Error('both tours are on the device and the server');
    const ctx = {
      db: laptop.db,
      transport: fetchTransport(deviceFetch(t, laptop.net), { token: () => crew.token }),
      isOnline: () => true,
    };
    const asked = laptop.net.requests.length;

    // `other` listed older than the device holds it: a list read before the device's last pull.
    expect(await pullAll(ctx, [changed, { tourId: other, version: held.version - 1 }])).toEqual([tourId]);
    const since = laptop.net.requests.slice(asked);
    expect(tourLists(since)).toHaveLength(0);
    expect(since.some((request) => request.includes(other))).toBe(false);
    const notes = await laptop.db.notes.where('tourDayId').equals(dayId).toArray();
    expect(notes.map((note) => note.text)).toContain('After the list');

    // A list that lacks a tour the device holds cannot tell a tour taken away from one pulled since
    // it was read: the device asks the server, whose answer still has both.
    const before = laptop.net.requests.length;
    await pullAll(ctx, [changed]);
    expect(tourLists(laptop.net.requests.slice(before))).toHaveLength(1);
    expect(await laptop.db.tours.get(other)).toBeDefined();
    expect(await laptop.db.tours.get(tourId)).toBeDefined();
  });
});
