import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, restCreate, tagDay } from '../support/offline-rest';

// Journeys of several devices and users: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

/** An owner and a second manager, two crew, a hotel stay with room 412; each manager on their own device. */
async function stayWithTwoManagers() {
  const owner = await syncUser(t);
  const manager = await syncUser(t);
  const ada = await syncUser(t);
  const bo = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, manager, 'TOUR_MANAGER');
  await addToTour(t, owner, tourId, ada);
  await addToTour(t, owner, tourId, bo);
  const ownerDevice = await devices.open(owner, { separate: true });
  const day = await dayOn(ownerDevice.db, tourId, '2027-04-10');
  await tagDay(t, owner, day.id);
  const eventId = await restCreate(t, owner, `/events/${day.id}`, {
    type: 'HOTEL_STAY',
    title: 'Hotel Adlon',
    startAt: '2027-04-10T21:00:00Z',
    endAt: '2027-04-10T22:00:00Z',
  });
  const roomId = await restCreate(t, owner, `/accommodation-rooms/${eventId}`, {
    name: '412',
    roomType: 'KING',
  });
  await ownerDevice.engine.sync();
  const managerDevice = await devices.open(manager, { separate: true });
  return { tourId, eventId, roomId, ada, bo, ownerDevice, managerDevice };
}

describe('rooms on a device', () => {
  it('two managers fill the same room offline; after both sync, both devices show both people', async () => {
    const { eventId, roomId, ada, bo, ownerDevice, managerDevice } = await stayWithTwoManagers();
    expect(await managerDevice.db.accommodationRooms.get(roomId)).toMatchObject({ name: '412', eventId });
    ownerDevice.net.down = true;
    managerDevice.net.down = true;
    await ownerDevice.engine.mutate('room.addMember', { roomId, member: { userId: ada.id } });
    await managerDevice.engine.mutate('room.addMember', { roomId, member: { userId: bo.id } });
    // Each device shows its own write at once, before anything reached the server.
    const people = async (device: typeof ownerDevice) =>
      (await device.db.roomMembers.where('roomId').equals(roomId).toArray()).map((m) => m.userId).sort();
    expect(await people(ownerDevice)).toEqual([ada.id]);
    expect(await people(managerDevice)).toEqual([bo.id]);

    ownerDevice.net.down = false;
    managerDevice.net.down = false;
    await ownerDevice.engine.sync();
    await managerDevice.engine.sync();
    await ownerDevice.engine.sync();
    expect(await people(ownerDevice)).toEqual([ada.id, bo.id].sort());
    expect(await people(managerDevice)).toEqual([ada.id, bo.id].sort());
    expect(await ownerDevice.db.outbox.count()).toBe(0);
  });

  it('an offline move and delete show at once and survive the sync; deleting the stay clears its rooms', async () => {
    const { tourId, eventId, roomId, ada, ownerDevice } = await stayWithTwoManagers();
    const { db, engine, net } = ownerDevice;
    net.down = true;
    await engine.mutate('room.create', { eventId, room: { name: '413', roomType: null } });
    const other = await db.accommodationRooms
      .where('eventId')
      .equals(eventId)
      .filter((r) => r.name === '413')
      .first();
    await engine.mutate('room.addMember', { roomId, member: { userId: ada.id } });
    const [place] = await db.roomMembers.where('roomId').equals(roomId).toArray();
    await engine.mutate('room.moveMember', { id: place?.id ?? '', roomId: other?.id ?? '' });
    await engine.mutate('room.delete', { id: roomId });
    expect(await db.accommodationRooms.where('eventId').equals(eventId).toArray()).toEqual([
      expect.objectContaining({ id: other?.id, name: '413' }),
    ]);
    net.down = false;
    await engine.sync();
    expect(await db.roomMembers.where('eventId').equals(eventId).toArray()).toEqual([
      expect.objectContaining({ userId: ada.id, roomId: other?.id }),
    ]);
    await engine.mutate('event.delete', { id: eventId });
    expect(await db.accommodationRooms.where('tourId').equals(tourId).count()).toBe(0);
    expect(await db.roomMembers.where('tourId').equals(tourId).count()).toBe(0);
  });
});
