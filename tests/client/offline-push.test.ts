import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { syncMutations } from '../../server/db/schema/index';
import { tourArriving } from '../../src/offline/mirror';
import { outboxRows } from '../../src/offline/outbox';
import { setupOfflineServer } from '../support/offline-harness';
import { rest, restCreate } from '../support/offline-rest';
import { deviceWithTaggedTour, serverNotes as serverNotesOf } from '../support/offline-tagged-tour';

const { t, devices } = await setupOfflineServer();

const setup = () => deviceWithTaggedTour(t, devices);
const serverNotes = (dayId: string) => serverNotesOf(t, dayId);

describe('push', () => {
  it('sends queued writes in order and removes each one the server applied', async () => {
    const { device, tagged } = await setup();
    device.goOffline();
    for (const text of ['First', 'Second', 'Third']) {
      await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text } });
    }
    device.goOnline();
    await device.engine.sync();

    expect(await device.db.outbox.count()).toBe(0);
    expect(device.net.pushStatuses).toEqual([['applied', 'applied', 'applied']]);
    const stored = (await serverNotes(tagged.id)).sort((a, b) => a.version - b.version);
    expect(stored.map((note) => note.text)).toEqual(['First', 'Second', 'Third']);
  });

  it('replays a write whose reply was lost: the server holds it exactly once', async () => {
    const { device, tagged } = await setup();
    device.net.loseReplies = 1;
    const mutationId = await device.engine.mutate('note.create', {
      tourDayId: tagged.id,
      note: { text: 'Once' },
    });
    await device.engine.whenIdle();
    expect(await device.db.outbox.count()).toBe(1);
    expect(device.connectivity.isOnline()).toBe(false);

    device.goOnline();
    await device.engine.sync();
    expect(device.net.pushStatuses).toEqual([['duplicate']]);
    expect(await device.db.outbox.count()).toBe(0);
    expect((await serverNotes(tagged.id)).map((note) => note.text)).toEqual(['Once']);
    const recorded = await t.db.select().from(syncMutations).where(eq(syncMutations.mutationId, mutationId));
    expect(recorded).toHaveLength(1);
  });

  it('after a replay answered duplicate, shows what the server holds now, not the replayed edit', async () => {
    const { user, device, tagged } = await setup();
    const noteId = await restCreate(t, user, `/tour-days/${tagged.id}/notes`, { text: 'Draft' });
    await device.engine.pull();
    device.net.loseReplies = 1;
    await device.engine.mutate('note.update', { id: noteId, changes: { text: 'Mine' } });
    await device.engine.whenIdle();
    // Someone edits the note after the server applied the lost write; this device pulls first.
    await rest(t, user, 'PATCH', `/tour-days/${tagged.id}/notes/${noteId}`, { text: 'Theirs, later' });

    device.goOnline();
    await device.engine.sync();
    expect(device.net.pushStatuses).toEqual([['duplicate']]);
    expect((await device.db.notes.get(noteId))?.text).toBe('Theirs, later');
  });

  it('a pull rewound by a replayed write is a catch-up: the tour does not read as still arriving', async () => {
    const { device, tourId, tagged } = await setup();
    device.net.loseReplies = 1;
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'Sent once' } });
    await device.engine.whenIdle();
    device.goOnline();
    // The replay fails too, after a pull: the server's row of the write is on the device, the
    // queued effect re-applied over it.
    device.net.dropping = /\/sync\/push$/;
    await device.engine.sync();
    const pulled = await device.db.syncState.get(tourId);
    // The replay is answered, and the connection goes before the pull that follows it.
    device.net.dropping = /\/changes\?/;
    device.goOnline();
    await device.engine.push();
    const rewound = await device.db.syncState.get(tourId);
    const tour = await device.db.tours.get(tourId);
    if (!pulled || !rewound || !tour) throw new Error('the device should hold the tour and its cursor');
    expect(device.net.pushStatuses).toEqual([['duplicate']]);
    expect(rewound.version).toBeLessThan(pulled.version);
    expect(tourArriving(tour, rewound)).toBe(false);

    device.net.dropping = null;
    device.goOnline();
    await device.engine.pull();
    expect(await device.db.syncState.get(tourId)).toEqual({ tourId, version: pulled.version });
    expect((await device.db.notes.toArray()).map((note) => note.text)).toEqual(['Sent once']);
  });

  it('keeps every write, in order, through network errors and 5xx answers', async () => {
    const { device, tagged } = await setup();
    device.net.answerWith = 503;
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'A' } });
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'B' } });
    await device.engine.whenIdle();
    device.net.answerWith = null;
    device.net.down = true;
    await device.engine.sync();
    const waiting = await outboxRows(device.db);
    expect(waiting.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);

    device.net.down = false;
    device.goOnline();
    await device.engine.sync();
    expect(await device.db.outbox.count()).toBe(0);
    const stored = (await serverNotes(tagged.id)).sort((a, b) => a.version - b.version);
    expect(stored.map((note) => note.text)).toEqual(['A', 'B']);
  });

  it('after a 5xx, waits for the backoff retry before sending again, then sends everything in order', async () => {
    const { device, tagged } = await setup();
    device.net.answerWith = 500;
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'One' } });
    await device.engine.whenIdle();
    const sent = device.net.requests.length;
    device.net.answerWith = null;
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'Two' } });
    await device.engine.whenIdle();
    expect(device.net.requests).toHaveLength(sent);

    await vi.waitFor(async () => expect(await device.db.outbox.count()).toBe(0), { timeout: 5_000 });
    const stored = (await serverNotes(tagged.id)).sort((a, b) => a.version - b.version);
    expect(stored.map((note) => note.text)).toEqual(['One', 'Two']);
  });

  it('stops on a refused session and keeps the outbox for the next sign-in', async () => {
    const { user, device, tagged } = await setup();
    const validToken = user.token;
    user.token = 'not-a-valid-token';
    await device.engine.mutate('note.create', { tourDayId: tagged.id, note: { text: 'Later' } });
    await device.engine.whenIdle();
    expect(device.status.getSnapshot().sessionEnded).toBe(true);
    const sent = device.net.requests.length;
    await device.engine.sync();
    expect(device.net.requests).toHaveLength(sent);
    expect(await device.db.outbox.count()).toBe(1);

    // The same user signs in again on this device: startSync resumes the same engine.
    user.token = validToken;
    await device.engine.resume();
    expect(await device.db.outbox.count()).toBe(0);
    expect(device.status.getSnapshot().sessionEnded).toBe(false);
    expect((await serverNotes(tagged.id)).map((note) => note.text)).toEqual(['Later']);
  });

  it('sends at most 100 writes per request', async () => {
    const { user, device, tagged } = await setup();
    device.goOffline();
    for (let i = 0; i < 120; i += 1) {
      await device.engine.mutate('day.setTag', { tourDayId: tagged.id, tag: i % 2 ? 'SHOW_DAY' : 'OFF_DAY' });
    }
    device.goOnline();
    await device.engine.sync();
    expect(device.net.pushStatuses.map((batch) => batch.length)).toEqual([100, 20]);
    expect(await device.db.outbox.count()).toBe(0);
    const tags = await rest(t, user, 'GET', `/day-tags/${tagged.id}`);
    expect(tags).toMatchObject({ data: { tag: 'SHOW_DAY' } });
  });
});
