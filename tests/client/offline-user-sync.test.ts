import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity } from '../../src/offline/connectivity';
import { dbNameFor, getDeviceId, openUserDb } from '../../src/offline/db';
import { createSyncStatusStore } from '../../src/offline/sync-status';
import { fetchTransport } from '../../src/offline/transport';
import { activeSyncEngine, mutate, prepareUserDb, startSync, stopSync } from '../../src/offline/user-sync';
import { dayOn, deviceFetch, network, type SyncUser, syncUser } from '../support/offline-harness';
import { createTour } from '../support/offline-rest';
import { setupTestApp } from '../support/test-app';

const t = await setupTestApp();
const used: string[] = [];
afterEach(async () => {
  stopSync();
  for (const userId of used.splice(0)) await Dexie.delete(dbNameFor(userId));
});

function optionsFor(user: SyncUser) {
  used.push(user.id);
  const net = network();
  return {
    net,
    options: {
      transport: fetchTransport(deviceFetch(t, net), { token: () => user.token }),
      connectivity: createConnectivity({ events: new EventTarget(), initiallyOnline: true }),
      status: createSyncStatusStore(),
      triggers: false as const,
      locks: null,
    },
  };
}

describe('the signed-in user’s offline layer', () => {
  it('opens one database per user and closes the previous user’s when another signs in', async () => {
    const first = await syncUser(t);
    const second = await syncUser(t);
    const firstEngine = await startSync(first.id, optionsFor(first).options);
    expect(firstEngine.db.name).toBe(`roadie-${first.id}`);

    const secondEngine = await startSync(second.id, optionsFor(second).options);
    expect(secondEngine.db.name).toBe(`roadie-${second.id}`);
    expect(firstEngine.db.isOpen()).toBe(false);
    expect(activeSyncEngine()).toBe(secondEngine);
  });

  it('keeps the outbox across sign-out and sends it when the same user signs in again', async () => {
    const user = await syncUser(t);
    const tourId = await createTour(t, user);
    const first = optionsFor(user);
    const engine = await startSync(user.id, first.options);
    await engine.whenIdle();
    const day = await dayOn(engine.db, tourId, '2027-04-10');
    first.net.down = true;
    await mutate('day.setTag', { tourDayId: day.id, tag: 'SHOW_DAY' });
    await engine.whenIdle();
    stopSync();
    expect(() => mutate('day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' })).toThrow(/not started/);

    const reopened = await openUserDb(user.id);
    expect(await reopened.outbox.count()).toBe(1);
    reopened.close();

    const again = optionsFor(user);
    const next = await startSync(user.id, again.options);
    await next.whenIdle();
    expect(await next.db.outbox.count()).toBe(0);
    expect(again.net.pushStatuses).toEqual([['applied']]);
  });

  it('gives each database one device id for good', async () => {
    const user = await syncUser(t);
    used.push(user.id);
    const db = await openUserDb(user.id);
    const id = await getDeviceId(db);
    db.close();
    const reopened = await openUserDb(user.id);
    expect(await getDeviceId(reopened)).toBe(id);
    reopened.close();
  });

  it('takes over the database opened at boot for the same user, and never for another', async () => {
    const user = await syncUser(t);
    const other = await syncUser(t);
    used.push(other.id);
    const open = vi.spyOn(Dexie.prototype, 'open');
    prepareUserDb(user.id);
    const engine = await startSync(user.id, optionsFor(user).options);
    expect(engine.db.name).toBe(`roadie-${user.id}`);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
    stopSync();
    expect(engine.db.isOpen()).toBe(false);

    prepareUserDb(user.id);
    const otherEngine = await startSync(other.id, optionsFor(other).options);
    expect(otherEngine.db.name).toBe(`roadie-${other.id}`);
    expect(activeSyncEngine()).toBe(otherEngine);
  });

  it('closes a database opened at boot when the session ends before any start', async () => {
    const user = await syncUser(t);
    const close = vi.spyOn(Dexie.prototype, 'close');
    prepareUserDb(user.id);
    stopSync();
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    close.mockRestore();
    expect(activeSyncEngine()).toBeNull();
    // The next start opens its own database rather than the closed one.
    const engine = await startSync(user.id, optionsFor(user).options);
    await engine.whenIdle();
    expect(engine.db.isOpen()).toBe(true);
  });
});
