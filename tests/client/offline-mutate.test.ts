import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { outboxRows, pendingEntityIds } from '../../src/offline/outbox';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { createTour } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

/** A device with a pulled tour whose network is down, so writes stay in the outbox. */
async function offlineDevice() {
  const user = await syncUser(t);
  const tourId = await createTour(t, user);
  const device = await devices.open(user);
  device.net.down = true;
  device.net.requests.length = 0;
  return { device, tourId, day: await dayOn(device.db, tourId, '2027-04-10') };
}

describe('mutate: local effect and outbox row in one transaction', () => {
  it('applies the write at once and queues it with its tour, order and status', async () => {
    const { device, tourId, day } = await offlineDevice();
    const mutationId = await device.engine.mutate('note.create', {
      tourDayId: day.id,
      note: { text: 'Bus at 10' },
    });
    await device.engine.whenIdle();

    const [row] = await outboxRows(device.db);
    expect(row).toMatchObject({ mutationId, name: 'note.create', scope: tourId, status: 'pending' });
    expect(row?.seq).toBeGreaterThan(0);
    expect(Date.parse(row?.createdAt ?? '')).not.toBeNaN();
    const noteId = row?.entityIds[0] ?? '';
    expect((await device.db.notes.get(noteId))?.text).toBe('Bus at 10');
    expect(await pendingEntityIds(device.db)).toEqual(new Set([noteId]));
  });

  it('stores nothing when the effect fails half-way (no outbox row, no half-written event)', async () => {
    const { device, day } = await offlineDevice();
    const failAssignments = () => {
      throw new Error('disk full');
    };
    device.db.eventPersonnel.hook('creating', failAssignments);
    const attempt = device.engine.mutate('event.create', {
      tourDayId: day.id,
      event: {
        type: 'SHOW',
        title: 'Show',
        startAt: '2027-04-10T19:00:00Z',
        endAt: '2027-04-10T21:00:00Z',
        personnelUserIds: [crypto.randomUUID()],
      },
    });
    await expect(attempt).rejects.toThrow('disk full');
    device.db.eventPersonnel.hook('creating').unsubscribe(failAssignments);

    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.events.count()).toBe(0);
  });

  it('rejects invalid args with the contract’s field messages and stores nothing', async () => {
    const { device, day } = await offlineDevice();
    const attempt = device.engine.mutate('note.create', { tourDayId: day.id, note: { text: '   ' } });
    await expect(attempt).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { text: 'Notes are required' },
    });
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.notes.count()).toBe(0);
  });

  it('numbers writes in order and never reuses a number, even after the queue emptied', async () => {
    const { device, day } = await offlineDevice();
    const first = await device.engine.mutate('day.setTag', { tourDayId: day.id, tag: 'SHOW_DAY' });
    await device.engine.mutate('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' });
    const seqs = (await outboxRows(device.db)).map((row) => row.seq);
    expect(seqs[1]).toBeGreaterThan(seqs[0] ?? Number.POSITIVE_INFINITY);

    await device.engine.discard(first);
    await device.db.outbox.clear();
    await device.engine.mutate('day.setTag', { tourDayId: day.id, tag: 'TRAVEL_DAY' });
    const [latest] = await outboxRows(device.db);
    expect(latest?.seq).toBeGreaterThan(seqs[1] ?? Number.POSITIVE_INFINITY);
    expect((await device.db.tourDays.get(day.id))?.tag).toBe('TRAVEL_DAY');
  });

  it('makes no request while the network is down, and keeps every write', async () => {
    const { device, day } = await offlineDevice();
    device.goOffline();
    await device.engine.mutate('day.setTag', { tourDayId: day.id, tag: 'SHOW_DAY' });
    await device.engine.sync();
    expect(device.net.requests).toEqual([]);
    await vi.waitFor(() => expect(device.status.getSnapshot()).toMatchObject({ online: false, pending: 1 }));
  });
});
