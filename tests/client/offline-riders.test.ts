import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { RIDER_TYPES, templateLineId } from '#contract/rider-types';
import { RIDER_MESSAGES } from '#contract/riders';
import { SAMPLES } from '../support/file-samples';
import type { Device } from '../support/offline-harness';
import { setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, rest } from '../support/offline-rest';

// Journeys of several devices and users: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

const headline = RIDER_TYPES.find((type) => type.id === 'HEADLINE')?.items ?? [];

/** An owner and a second manager of one tour, each on their own device. */
async function tourWithTwoManagers() {
  const owner = await syncUser(t);
  const manager = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, manager, 'TOUR_MANAGER');
  const ownerDevice = await devices.open(owner, { separate: true });
  const managerDevice = await devices.open(manager, { separate: true });
  return { owner, tourId, ownerDevice, managerDevice };
}

/** The browser says offline and nothing gets through; back online, the browser says so again. */
function offline(device: Device) {
  device.goOffline();
  device.net.down = true;
}
function online(device: Device) {
  device.net.down = false;
  device.goOnline();
}

const lines = (device: Device, riderId: string) =>
  device.db.riderItems.where('riderId').equals(riderId).sortBy('position');

describe('riders on a device', () => {
  it('a rider created offline has its type’s lines at once, and the pull replaces them without duplicates', async () => {
    const { tourId, ownerDevice } = await tourWithTwoManagers();
    const { db, engine } = ownerDevice;
    offline(ownerDevice);
    const riderId = crypto.randomUUID();
    await engine.mutate('rider.create', { tourId, rider: { id: riderId, name: 'Berlin', type: 'HEADLINE' } });
    const fromTemplate = await lines(ownerDevice, riderId);
    expect(fromTemplate.map((line) => line.label)).toEqual(headline.map((line) => line.label));
    expect(fromTemplate[0]?.id).toBe(templateLineId(riderId, 0));

    // Lines added and edited offline, on top of the template.
    await engine.mutate('rider.addItem', {
      riderId,
      item: { section: 'HOSPITALITY', label: 'Oat milk', quantity: 2 },
    });
    const towels = fromTemplate.find((line) => line.label === 'Towels');
    await engine.mutate('rider.updateItem', { id: towels?.id ?? '', changes: { quantity: 12 } });
    const hospitality = (await lines(ownerDevice, riderId)).filter((l) => l.section === 'HOSPITALITY');
    expect(hospitality.at(-1)).toMatchObject({ label: 'Oat milk', quantity: 2 });
    expect(hospitality.find((l) => l.label === 'Towels')?.quantity).toBe(12);

    online(ownerDevice);
    await engine.sync();
    expect(await db.outbox.count()).toBe(0);
    const synced = await lines(ownerDevice, riderId);
    expect(synced).toHaveLength(headline.length + 1);
    expect(synced.find((l) => l.label === 'Towels')?.quantity).toBe(12);
    expect(await db.riders.get(riderId)).toMatchObject({ name: 'Berlin', tourId });
  });

  it('deleting a rider offline removes every part of it on the device, and on the server', async () => {
    const { owner, tourId, ownerDevice } = await tourWithTwoManagers();
    const { db, engine } = ownerDevice;
    const riderId = crypto.randomUUID();
    await engine.mutate('rider.create', { tourId, rider: { id: riderId, name: 'Paris', type: 'FESTIVAL' } });
    await engine.mutate('rider.addSupportingAct', { act: { riderId, name: 'Paper Lanterns' } });
    const act = await db.riderSupportingActs.where('riderId').equals(riderId).first();
    await engine.mutate('rider.addExternal', {
      riderId,
      supportingActId: act?.id ?? null,
      person: { name: 'Kim', role: 'Tour manager' },
    });
    const typeId = crypto.randomUUID();
    await engine.mutate('riderLaborType.create', { laborType: { id: typeId, tourId, name: 'Loader' } });
    await engine.mutate('rider.addLabor', {
      labor: { riderId, laborTypeId: typeId, quantity: 4, startTime: '08:00' },
    });
    await engine.sync();
    expect(await db.riderLabors.where('riderId').equals(riderId).count()).toBe(1);

    offline(ownerDevice);
    await engine.mutate('rider.delete', { id: riderId });
    for (const table of [db.riderItems, db.riderSupportingActs, db.riderExternalPeople, db.riderLabors]) {
      expect(await table.where('riderId').equals(riderId).count()).toBe(0);
    }
    // The tour's labor types outlive the rider: other riders of the tour pick from them.
    expect(await db.riderLaborTypes.get(typeId)).toBeDefined();
    online(ownerDevice);
    await engine.sync();
    const after = await t.request('GET', `/api/riders/${riderId}`, undefined, { token: owner.token });
    expect(after.status).toBe(404);
    expect(await db.riders.get(riderId)).toBeUndefined();
  });

  it('two managers edit one section offline: both new lines and both field edits survive the sync', async () => {
    const { owner, tourId, ownerDevice, managerDevice } = await tourWithTwoManagers();
    const riderId = crypto.randomUUID();
    await rest(t, owner, 'POST', `/riders/tour/${tourId}`, {
      id: riderId,
      name: 'Hamburg',
      type: 'HEADLINE',
    });
    await ownerDevice.engine.sync();
    await managerDevice.engine.sync();
    const water = (await lines(managerDevice, riderId)).find((l) => l.label === 'Still water');
    if (!water) throw new Error('the template line did not reach the second device');

    offline(ownerDevice);
    offline(managerDevice);
    await ownerDevice.engine.mutate('rider.addItem', {
      riderId,
      item: { section: 'HOSPITALITY', label: 'Coffee' },
    });
    await managerDevice.engine.mutate('rider.addItem', {
      riderId,
      item: { section: 'HOSPITALITY', label: 'Tea' },
    });
    await ownerDevice.engine.mutate('rider.updateItem', { id: water.id, changes: { quantity: 48 } });
    await managerDevice.engine.mutate('rider.updateItem', {
      id: water.id,
      changes: { details: 'Sparkling too' },
    });

    online(ownerDevice);
    online(managerDevice);
    await ownerDevice.engine.sync();
    await managerDevice.engine.sync();
    await ownerDevice.engine.sync();
    for (const device of [ownerDevice, managerDevice]) {
      const hospitality = (await lines(device, riderId)).filter((l) => l.section === 'HOSPITALITY');
      expect(hospitality.map((l) => l.label)).toEqual(expect.arrayContaining(['Coffee', 'Tea']));
      expect(hospitality.find((l) => l.id === water.id)).toMatchObject({
        quantity: 48,
        details: 'Sparkling too',
      });
      expect(await device.db.outbox.count()).toBe(0);
    }
  });

  it('a stage plot chosen offline for a supporting act waits on the device, then lands on that act', async () => {
    const { tourId, ownerDevice } = await tourWithTwoManagers();
    const { db, engine } = ownerDevice;
    const riderId = crypto.randomUUID();
    await engine.mutate('rider.create', { tourId, rider: { id: riderId, name: 'Lyon', type: 'BLANK' } });
    await engine.mutate('rider.addSupportingAct', { act: { riderId, name: 'Paper Lanterns' } });
    await engine.sync();
    const act = await db.riderSupportingActs.where('riderId').equals(riderId).first();
    if (!act) throw new Error('no supporting act on the device');

    offline(ownerDevice);
    await engine.enqueueUpload({
      target: { kind: 'supportingAct', tourId, riderId, supportingActId: act.id },
      blob: new Blob([new Uint8Array(SAMPLES.pdf)]),
      name: 'Stage plot.pdf',
    });
    expect(await db.uploads.where('status').equals('queued').count()).toBe(1);
    expect(await db.riderFiles.count()).toBe(0);
    online(ownerDevice);
    await engine.sync();
    await engine.whenIdle();
    expect(await db.uploads.count()).toBe(0);
    expect(await db.riderFiles.where('riderId').equals(riderId).toArray()).toEqual([
      expect.objectContaining({ name: 'Stage plot.pdf', supportingActId: act.id }),
    ]);
  });

  it('deleting a labor type another device still uses comes back refused, with the server’s message', async () => {
    const { owner, tourId, ownerDevice, managerDevice } = await tourWithTwoManagers();
    const riderId = crypto.randomUUID();
    await rest(t, owner, 'POST', `/riders/tour/${tourId}`, { id: riderId, name: 'Oslo', type: 'BLANK' });
    const typeId = crypto.randomUUID();
    await rest(t, owner, 'POST', '/rider-labor-types', { id: typeId, tourId, name: 'Rigger' });
    await managerDevice.engine.sync();
    offline(managerDevice);
    // The manager's device has no line using it yet, so the type goes at once there…
    await managerDevice.engine.mutate('riderLaborType.delete', { id: typeId });
    expect(await managerDevice.db.riderLaborTypes.get(typeId)).toBeUndefined();
    // …but meanwhile the owner booked two riggers with it.
    await ownerDevice.engine.sync();
    await ownerDevice.engine.mutate('rider.addLabor', {
      labor: { riderId, laborTypeId: typeId, quantity: 2 },
    });
    await ownerDevice.engine.sync();

    online(managerDevice);
    await managerDevice.engine.sync();
    const [refused] = await managerDevice.db.outbox.toArray();
    expect(refused).toMatchObject({ name: 'riderLaborType.delete', status: 'failed' });
    expect(refused?.error?.message).toBe(RIDER_MESSAGES.laborTypeInUse);
  });
});
