import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { events, notes } from '../../server/db/schema/index';
import { isLocalCopy } from '../../src/offline/conflict-copies';
import { type SyncUser, setupOfflineServer, syncUser } from '../support/offline-harness';
import { createTour, rest, restCreate, tagDay } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

const DaysSchema = v.object({ data: v.array(v.object({ id: v.string(), date: v.string() })) });
const START = '2027-04-10T19:00:00.000Z';
const END = '2027-04-10T21:00:00.000Z';

/** A tour whose first day is tagged and has one note and one event, made by another client. */
async function plannedDay(user: SyncUser) {
  const tourId = await createTour(t, user);
  const days = v.parse(DaysSchema, await rest(t, user, 'GET', `/tour-days/${tourId}`)).data;
  const dayId = days.find((day) => day.date === '2027-04-10')?.id ?? '';
  await tagDay(t, user, dayId);
  const noteId = await restCreate(t, user, `/tour-days/${dayId}/notes`, { text: 'Soundcheck 4pm' });
  const eventId = await restCreate(t, user, `/events/${dayId}`, {
    type: 'SHOW',
    title: 'Show',
    startAt: START,
    endAt: END,
  });
  return { tourId, dayId, noteId, eventId };
}

describe('conflicts', () => {
  it('keeps both texts when a note was changed elsewhere while this edit was offline', async () => {
    const user = await syncUser(t);
    const { dayId, noteId } = await plannedDay(user);
    const device = await devices.open(user);
    device.goOffline();
    await device.engine.mutate('note.update', {
      id: noteId,
      changes: { text: 'Soundcheck 5pm', expectedText: 'Soundcheck 4pm' },
    });
    await rest(t, user, 'PATCH', `/tour-days/${dayId}/notes/${noteId}`, { text: 'Soundcheck 3pm' });

    device.goOnline();
    await device.engine.sync();

    expect(device.net.pushStatuses).toEqual([['conflict']]);
    expect(device.conflicts).toHaveLength(1);
    expect(device.conflicts[0]).toMatchObject({ name: 'note.update', message: expect.any(String) });
    const local = await device.db.notes.where('tourDayId').equals(dayId).toArray();
    expect(local.find((note) => note.id === noteId)?.text).toBe('Soundcheck 3pm');
    const copies = local.filter((note) => note.conflictOfId === noteId);
    expect(copies.map((note) => note.text)).toEqual(['Soundcheck 5pm']);
    expect(copies.some(isLocalCopy)).toBe(false);
    const stored = await t.db.select().from(notes).where(eq(notes.tourDayId, dayId));
    expect(stored.map((note) => note.text).sort()).toEqual(['Soundcheck 3pm', 'Soundcheck 5pm']);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('shows both texts as soon as the conflict is known, before any pull', async () => {
    const user = await syncUser(t);
    const { dayId, noteId } = await plannedDay(user);
    const device = await devices.open(user);
    device.goOffline();
    await device.engine.mutate('note.update', {
      id: noteId,
      changes: { text: 'Mine', expectedText: 'Soundcheck 4pm' },
    });
    await rest(t, user, 'PATCH', `/tour-days/${dayId}/notes/${noteId}`, { text: 'Theirs' });
    device.goOnline();
    device.net.dropping = /\/sync\/tours/;
    await device.engine.push();

    const copyId = device.conflicts[0]?.copyId ?? '';
    expect(await device.db.notes.get(copyId)).toMatchObject({ text: 'Mine', conflictOfId: noteId });
    expect((await device.db.notes.get(noteId))?.text).toBe('Theirs');
  });

  it('keeps the user’s text as a copy when the note was deleted elsewhere (delete beats update)', async () => {
    const user = await syncUser(t);
    const { dayId, noteId } = await plannedDay(user);
    const device = await devices.open(user);
    device.goOffline();
    await device.engine.mutate('note.update', { id: noteId, changes: { text: 'Still needed' } });
    await rest(t, user, 'DELETE', `/tour-days/${dayId}/notes/${noteId}`);

    device.goOnline();
    await device.engine.sync();

    expect(device.conflicts).toHaveLength(1);
    const local = await device.db.notes.where('tourDayId').equals(dayId).toArray();
    expect(local.map((note) => [note.text, note.conflictOfId])).toEqual([['Still needed', noteId]]);
  });

  it('tells the user when an event was moved meanwhile, with the time the server kept', async () => {
    const user = await syncUser(t);
    const { eventId } = await plannedDay(user);
    const device = await devices.open(user);
    device.goOffline();
    await device.engine.mutate('event.update', {
      id: eventId,
      changes: { startAt: '2027-04-10T20:00:00Z', expected: { startAt: START } },
    });
    await rest(t, user, 'PATCH', `/events/${eventId}`, { startAt: '2027-04-10T18:30:00Z' });

    device.goOnline();
    await device.engine.sync();

    expect(device.conflicts).toHaveLength(1);
    expect(device.conflicts[0]?.serverValue).toMatchObject({ startAt: '2027-04-10T18:30:00.000Z' });
    expect((await device.db.events.get(eventId))?.startAt).toBe('2027-04-10T18:30:00.000Z');
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('keeps both edits when two devices changed different fields of one event offline', async () => {
    const user = await syncUser(t);
    const { eventId } = await plannedDay(user);
    const phone = await devices.open(user, { separate: true });
    const laptop = await devices.open(user, { separate: true });
    phone.goOffline();
    laptop.goOffline();
    await phone.engine.mutate('event.update', { id: eventId, changes: { title: 'Headline show' } });
    await laptop.engine.mutate('event.update', { id: eventId, changes: { location: 'Main stage' } });

    phone.goOnline();
    await phone.engine.sync();
    laptop.goOnline();
    await laptop.engine.sync();
    await phone.engine.sync();

    for (const device of [phone, laptop]) {
      expect(await device.db.events.get(eventId)).toMatchObject({
        title: 'Headline show',
        location: 'Main stage',
      });
      expect(await device.db.outbox.count()).toBe(0);
    }
    const [stored] = await t.db.select().from(events).where(eq(events.id, eventId));
    expect(stored).toMatchObject({ title: 'Headline show', location: 'Main stage' });
  });
});
