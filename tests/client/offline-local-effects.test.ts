import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { applyLocally } from '../../src/offline/mutations';
import { dayOn, type SyncUser, setupOfflineServer, syncUser } from '../support/offline-harness';
import { createTour } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

/** A device holding a freshly pulled 3-day tour whose second day is in Berlin. */
async function pulledTour() {
  const user: SyncUser = await syncUser(t);
  const tourId = await createTour(t, user);
  const place = { city: 'Berlin', timeZone: 'Europe/Berlin' };
  const placed = await t.post(
    `/api/tour-days/${tourId}`,
    { date: '2027-04-11', place },
    { token: user.token },
  );
  expect(placed.status).toBeLessThan(300);
  const device = await devices.open(user);
  const db = device.db;
  return {
    user,
    tourId,
    db,
    berlin: await dayOn(db, tourId, '2027-04-11'),
    last: await dayOn(db, tourId, '2027-04-12'),
  };
}

const START = '2027-04-11T18:00:00Z';
const END = '2027-04-11T20:00:00Z';

describe('applyLocally: the local effect of every offline write', () => {
  it('day.setTag sets (and clears) the tag of the day', async () => {
    const { db, berlin } = await pulledTour();
    await applyLocally(db, 'day.setTag', { tourDayId: berlin.id, tag: 'SHOW_DAY' });
    expect((await db.tourDays.get(berlin.id))?.tag).toBe('SHOW_DAY');
    await applyLocally(db, 'day.setTag', { tourDayId: berlin.id, tag: null });
    expect((await db.tourDays.get(berlin.id))?.tag).toBeNull();
  });

  it('note.create, note.update and note.delete write the note row of the day', async () => {
    const { db, berlin, tourId, user } = await pulledTour();
    const id = crypto.randomUUID();
    const returned = await applyLocally(db, 'note.create', {
      tourDayId: berlin.id,
      note: { id, text: ' Doors 7pm ' },
    });
    expect(returned).toBe(tourId);
    expect(await db.notes.get(id)).toMatchObject({
      tourId,
      tourDayId: berlin.id,
      text: 'Doors 7pm',
      authorId: user.id,
      conflictOfId: null,
    });
    await applyLocally(db, 'note.update', { id, changes: { text: 'Doors 8pm', expectedText: 'Doors 7pm' } });
    expect((await db.notes.get(id))?.text).toBe('Doors 8pm');
    await applyLocally(db, 'note.delete', { id });
    expect(await db.notes.get(id)).toBeUndefined();
  });

  it('event.create copies the day’s time zone and adds one assignment row per person', async () => {
    const { db, berlin, tourId } = await pulledTour();
    const people = [crypto.randomUUID(), crypto.randomUUID()];
    const id = crypto.randomUUID();
    await applyLocally(db, 'event.create', {
      tourDayId: berlin.id,
      event: { id, type: 'SHOW', title: 'Show', startAt: START, endAt: END, personnelUserIds: people },
    });
    expect(await db.events.get(id)).toMatchObject({
      tourId,
      tourDayId: berlin.id,
      timeZone: 'Europe/Berlin',
      title: 'Show',
      visibility: 'EVERYONE',
      location: null,
    });
    const rows = await db.eventPersonnel.where('eventId').equals(id).toArray();
    expect(rows.map((row) => row.userId).sort()).toEqual([...people].sort());
    expect(rows.every((row) => row.tourId === tourId)).toBe(true);
  });

  it('event.update changes fields, replaces the assignments and moves the event to another day', async () => {
    const { db, berlin, last } = await pulledTour();
    const [keep, drop, add] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const id = crypto.randomUUID();
    await applyLocally(db, 'event.create', {
      tourDayId: berlin.id,
      event: { id, type: 'SHOW', title: 'Show', startAt: START, endAt: END, personnelUserIds: [keep, drop] },
    });
    await applyLocally(db, 'event.update', {
      id,
      changes: { title: 'Late show', location: 'Hall 2', personnelUserIds: [keep, add], tourDayId: last.id },
    });
    expect(await db.events.get(id)).toMatchObject({
      title: 'Late show',
      location: 'Hall 2',
      tourDayId: last.id,
      timeZone: 'UTC',
      startAt: START,
    });
    const assigned = await db.eventPersonnel.where('eventId').equals(id).toArray();
    expect(assigned.map((row) => row.userId).sort()).toEqual([keep, add].sort());
  });

  it('event.delete removes the event and its assignments (the tombstone is the server’s)', async () => {
    const { db, berlin } = await pulledTour();
    const id = crypto.randomUUID();
    await applyLocally(db, 'event.create', {
      tourDayId: berlin.id,
      event: {
        id,
        type: 'SHOW',
        title: 'Show',
        startAt: START,
        endAt: END,
        personnelUserIds: [crypto.randomUUID()],
      },
    });
    await applyLocally(db, 'event.delete', { id });
    expect(await db.events.get(id)).toBeUndefined();
    expect(await db.eventPersonnel.where('eventId').equals(id).count()).toBe(0);
  });

  it('refuses a write whose target is not on this device, changing nothing', async () => {
    const { db } = await pulledTour();
    const before = await db.notes.count();
    const attempt = applyLocally(db, 'note.create', {
      tourDayId: crypto.randomUUID(),
      note: { id: crypto.randomUUID(), text: 'Lost' },
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(await db.notes.count()).toBe(before);
  });
});
