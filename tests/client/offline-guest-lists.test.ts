import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { guestListSubmissions } from '../../server/db/schema/index';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, restCreate, tagDay } from '../support/offline-rest';

// Journeys of several devices and users: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

/** An owner's tour with a show on its first day and a crew member, each with a synced device. */
async function showWithCrew() {
  const owner = await syncUser(t);
  const member = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, member);
  const door = await devices.open(owner, { separate: true });
  const day = await dayOn(door.db, tourId, '2027-04-10');
  await tagDay(t, owner, day.id);
  const showId = await restCreate(t, owner, `/events/${day.id}`, {
    type: 'SHOW',
    title: 'Main show',
    startAt: '2027-04-10T19:00:00Z',
    endAt: '2027-04-10T21:00:00Z',
  });
  const phone = await devices.open(member, { separate: true });
  await door.engine.sync();
  return { tourId, showId, door, phone };
}

const serverRows = (eventId: string) =>
  t.db.select().from(guestListSubmissions).where(eq(guestListSubmissions.eventId, eventId));

describe('guest lists on devices', () => {
  it('crew submit offline, a manager approves and checks in offline elsewhere: each reaches the server once', async () => {
    const { showId, door, phone } = await showWithCrew();
    phone.goOffline();
    await phone.engine.mutate('guestList.submit', {
      eventId: showId,
      submission: { firstName: 'Rosa', lastName: 'Parks', quantity: 3, deliveryMethod: 'WILL_CALL' },
    });
    const [local] = await phone.db.guestListSubmissions.toArray();
    expect(local).toMatchObject({ eventId: showId, status: 'PENDING', requesterUserId: phone.db.userId });
    expect(await serverRows(showId)).toEqual([]);

    // The reply to the first push is lost: the replay must not ask twice.
    phone.net.loseRepliesTo = /\/sync\/push/;
    phone.goOnline();
    await phone.engine.sync();
    await phone.engine.whenIdle();
    expect(await phone.db.outbox.count()).toBe(1);
    expect(await serverRows(showId)).toHaveLength(1);
    phone.net.loseRepliesTo = null;
    phone.goOnline();
    await phone.engine.sync();
    expect(phone.net.pushStatuses).toEqual([['duplicate']]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await serverRows(showId)).toHaveLength(1);

    await door.engine.sync();
    const id = local?.id ?? '';
    expect((await door.db.guestListSubmissions.get(id))?.status).toBe('PENDING');
    door.goOffline();
    await door.engine.mutate('guestList.setStatus', { id, status: 'APPROVED' });
    await door.engine.mutate('guestList.checkIn', { id, count: 1 });
    await door.engine.mutate('guestList.checkIn', { id, count: 1 });
    expect(await door.db.guestListSubmissions.get(id)).toMatchObject({ status: 'APPROVED', checkedIn: 2 });
    door.goOnline();
    await door.engine.sync();
    expect(door.net.pushStatuses.flat()).toEqual(['applied', 'applied', 'applied']);

    const [stored] = await serverRows(showId);
    expect(stored).toMatchObject({ status: 'APPROVED', checkedIn: 2, firstName: 'Rosa' });
    await phone.engine.sync();
    expect(await phone.db.guestListSubmissions.get(id)).toMatchObject({ status: 'APPROVED', checkedIn: 2 });
  });

  it('a member’s device never receives other people’s requests', async () => {
    const { tourId, showId, door, phone } = await showWithCrew();
    await door.engine.mutate('guestList.submit', {
      eventId: showId,
      submission: { firstName: 'Owner', lastName: 'Guest', quantity: 1, deliveryMethod: 'E_TICKET' },
    });
    await door.engine.sync();
    await phone.engine.sync();
    expect(await door.db.guestListSubmissions.where('tourId').equals(tourId).count()).toBe(1);
    expect(await phone.db.guestListSubmissions.where('tourId').equals(tourId).count()).toBe(0);
  });

  it('deleting the show drops its requests on the device at once and on the requester’s at the next pull', async () => {
    const { showId, door, phone } = await showWithCrew();
    await phone.engine.mutate('guestList.submit', {
      eventId: showId,
      submission: { firstName: 'Rosa', lastName: 'Parks', quantity: 1, deliveryMethod: 'WILL_CALL' },
    });
    await phone.engine.sync();
    await door.engine.sync();
    expect(await door.db.guestListSubmissions.where('eventId').equals(showId).count()).toBe(1);

    door.goOffline();
    await door.engine.mutate('event.delete', { id: showId });
    expect(await door.db.guestListSubmissions.where('eventId').equals(showId).count()).toBe(0);
    door.goOnline();
    await door.engine.sync();
    await phone.engine.sync();
    expect(await phone.db.guestListSubmissions.where('eventId').equals(showId).count()).toBe(0);
    expect((await serverRows(showId)).every((row) => row.deletedAt !== null)).toBe(true);
  });
});
