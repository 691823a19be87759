import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productionTrackerIdOf } from '#contract/production-trackers';
import { productionTrackers } from '../../server/db/schema/index';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, restCreate, tagDay } from '../support/offline-rest';

// Journeys of two devices: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

/** An owner and a second manager with a show, each on their own device. */
async function showWithTwoManagers() {
  const owner = await syncUser(t);
  const manager = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, manager, 'TOUR_MANAGER');
  const ownerDevice = await devices.open(owner, { separate: true });
  const day = await dayOn(ownerDevice.db, tourId, '2027-04-10');
  await tagDay(t, owner, day.id);
  const eventId = await restCreate(t, owner, `/events/${day.id}`, {
    type: 'SHOW',
    title: 'Columbiahalle',
    startAt: '2027-04-10T19:00:00Z',
    endAt: '2027-04-10T21:00:00Z',
  });
  await ownerDevice.engine.sync();
  const managerDevice = await devices.open(manager, { separate: true });
  return { eventId, ownerDevice, managerDevice };
}

describe('the production tracker on a device', () => {
  it('an offline cell edit shows at once and is stored once, even when the reply to its push is lost', async () => {
    const { eventId, ownerDevice } = await showWithTwoManagers();
    const { db, engine, net } = ownerDevice;
    const id = productionTrackerIdOf(eventId);
    net.down = true;
    await engine.mutate('productionTracker.create', { eventId, tracker: { id, loadIn: '08:00' } });
    await engine.mutate('productionTracker.update', { id, changes: { riggers: 4 } });
    expect(await db.productionTrackers.get(id)).toMatchObject({
      loadIn: '08:00',
      riggers: 4,
      advanced: false,
    });

    net.down = false;
    net.loseReplies = 1;
    ownerDevice.goOnline();
    await engine.sync().catch(() => undefined);
    await engine.whenIdle();
    // The server applied the batch but the reply was lost: the device sends it again.
    ownerDevice.goOnline();
    await engine.sync();
    expect(net.pushStatuses).toEqual([['duplicate', 'duplicate']]);
    expect(await db.outbox.count()).toBe(0);
    const stored = await t.db
      .select()
      .from(productionTrackers)
      .where(eq(productionTrackers.eventId, eventId));
    expect(stored).toEqual([expect.objectContaining({ id, loadIn: '08:00', riggers: 4 })]);
    expect(await db.productionTrackers.get(id)).toMatchObject({ loadIn: '08:00', riggers: 4 });
  });

  it('two managers edit different cells of the same show offline: after both sync, both devices show both', async () => {
    const { eventId, ownerDevice, managerDevice } = await showWithTwoManagers();
    const id = productionTrackerIdOf(eventId);
    ownerDevice.net.down = true;
    managerDevice.net.down = true;
    await ownerDevice.engine.mutate('productionTracker.create', {
      eventId,
      tracker: { id, soundcheck: '16:00' },
    });
    await managerDevice.engine.mutate('productionTracker.create', {
      eventId,
      tracker: { id, riderSent: true },
    });

    ownerDevice.net.down = false;
    managerDevice.net.down = false;
    await ownerDevice.engine.sync();
    await managerDevice.engine.sync();
    await ownerDevice.engine.sync();
    for (const device of [ownerDevice, managerDevice]) {
      expect(await device.db.productionTrackers.get(id)).toMatchObject({
        soundcheck: '16:00',
        riderSent: true,
      });
      expect(await device.db.outbox.count()).toBe(0);
    }
  });
});
