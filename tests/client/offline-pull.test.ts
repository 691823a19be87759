import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { checkPage, WRITE_SLICE, writeCheckedPage } from '../../src/offline/mirror';
import { enqueueMutation } from '../../src/offline/outbox';
import { dayOn, setupOfflineServer, syncUser } from '../support/offline-harness';
import { changeRequests, serverVersion, tourWithNotes } from '../support/offline-pull-fixtures';
import { addToTour, createTour, rest, restCreate, tagDay } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

describe('pull', () => {
  it('pages through a tour’s changes and ends on the server’s version', async () => {
    const { user, tourId, noteIds } = await tourWithNotes(t, 5);
    const device = await devices.open(user, { pullPageSize: 2 });

    expect(changeRequests(device.net.requests).length).toBeGreaterThanOrEqual(3);
    expect(await device.db.notes.where('tourId').equals(tourId).primaryKeys()).toEqual(
      expect.arrayContaining(noteIds),
    );
    expect(await device.db.tourDays.where('tourId').equals(tourId).count()).toBe(3);
    expect((await device.db.tours.get(tourId))?.name).toBe('Spring run');
    expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(t, user, tourId));
  });

  it('writes a page larger than one write slice whole (every row, in slices)', async () => {
    const { device, tourId, notesPage } = await deviceWithOneNote();
    const ids = Array.from({ length: WRITE_SLICE * 2 + 1 }, () => crypto.randomUUID());

    await writeCheckedPage(device.db, tourId, checkPage(notesPage(ids)), { wipe: false });

    expect(await device.db.notes.where('tourId').equals(tourId).count()).toBe(ids.length + 1);
  });

  it('writes nothing of a page when one slice fails, even with the next slice already queued', async () => {
    const { device, tourId, version, notesPage } = await deviceWithOneNote();
    const ids = Array.from({ length: WRITE_SLICE * 3 }, () => crypto.randomUUID());
    // IndexedDB refusing one row of the middle slice (as a full disk would): Dexie's own hook.
    const refused = ids[WRITE_SLICE + 1];
    const refuse = (id: string) => {
      if (id === refused) throw new Error('disk full');
    };
    device.db.notes.hook('creating', refuse);

    await expect(
      writeCheckedPage(device.db, tourId, checkPage(notesPage(ids, version + 1)), { wipe: false }),
    ).rejects.toThrow();
    device.db.notes.hook('creating').unsubscribe(refuse);

    expect(await device.db.notes.where('tourId').equals(tourId).count()).toBe(1);
    expect((await device.db.syncState.get(tourId))?.version).toBe(version);
  });

  it('stops at a page with a row it cannot read: the pages before it stay written, nothing of it or after it', async () => {
    const { user, tourId, dayId } = await tourWithNotes(t, 0);
    const device = await devices.open(user, { pullPageSize: 2 });
    const cursor = (await device.db.syncState.get(tourId))?.version ?? 0;
    for (let i = 0; i < 6; i += 1)
      await restCreate(t, user, `/tour-days/${dayId}/notes`, { text: `Late ${i}` });
    // The page holding "Late 2" carries it with a text that is not a string (by content, not by
    // arrival: the pages after the first are asked for together).
    device.net.rewrite = {
      url: /\/sync\/tours\/[^/]+\/changes/,
      body: (body) => {
        const page = v.parse(
          v.object({ data: v.looseObject({ changes: v.array(v.looseObject({ data: v.unknown() })) }) }),
          body,
        );
        const changes = page.data.changes.map((change) => {
          const data = Object(change.data);
          return data.text === 'Late 2' ? { ...change, data: { ...data, text: 42 } } : change;
        });
        return { data: { ...page.data, changes } };
      },
    };

    await device.engine.pull();

    expect(device.errors).toHaveLength(1);

    const stored = await device.db.notes.where('tourId').equals(tourId).toArray();
    expect(stored.map((note) => note.text).sort()).toEqual(['Late 0', 'Late 1']);
    const written = (await device.db.syncState.get(tourId))?.version ?? 0;
    expect(written).toBeGreaterThan(cursor);
    expect(written).toBeLessThan((await serverVersion(t, user, tourId)) ?? 0);
  });

  it('asks once and downloads nothing when nothing changed', async () => {
    const { user } = await tourWithNotes(t, 1);
    const device = await devices.open(user);
    device.net.requests.length = 0;
    await device.engine.pull();
    expect(device.net.requests).toEqual(['GET /api/sync/tours']);
  });

  it('removes rows the server deleted (tombstones), with an event’s assignments', async () => {
    const { user, dayId, noteIds } = await tourWithNotes(t, 2);
    const eventId = await restCreate(t, user, `/events/${dayId}`, {
      type: 'SHOW',
      title: 'Show',
      startAt: '2027-04-10T19:00:00Z',
      endAt: '2027-04-10T21:00:00Z',
      personnelUserIds: [user.id],
    });
    const device = await devices.open(user);
    expect(await device.db.eventPersonnel.where('eventId').equals(eventId).count()).toBe(1);

    await rest(t, user, 'DELETE', `/tour-days/${dayId}/notes/${noteIds[0]}`);
    await rest(t, user, 'DELETE', `/events/${eventId}`);
    await device.engine.pull();

    expect(await device.db.notes.get(noteIds[0] ?? '')).toBeUndefined();
    expect(await device.db.notes.get(noteIds[1] ?? '')).toBeDefined();
    expect(await device.db.events.get(eventId)).toBeUndefined();
    expect(await device.db.eventPersonnel.where('eventId').equals(eventId).count()).toBe(0);
  });

  it('keeps an unsent edit on top of a newer server row of the same note', async () => {
    const { user, dayId, noteIds } = await tourWithNotes(t, 1);
    const noteId = noteIds[0] ?? '';
    const device = await devices.open(user);
    await enqueueMutation(device.db, 'note.update', { id: noteId, changes: { text: 'Mine, not sent yet' } });
    await rest(t, user, 'PATCH', `/tour-days/${dayId}/notes/${noteId}`, { text: 'Theirs, on the server' });

    await device.engine.pull();
    expect(changeRequests(device.net.requests).length).toBe(2);
    expect((await device.db.notes.get(noteId))?.text).toBe('Mine, not sent yet');
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('on reset wipes the tour, reloads it and re-applies the outbox on top', async () => {
    const owner = await syncUser(t);
    const member = await syncUser(t);
    const tourId = await createTour(t, owner);
    await addToTour(t, owner, tourId, member);
    const device = await devices.open(member);
    const day = await dayOn(device.db, tourId, '2027-04-11');
    const stray = { ...day, id: crypto.randomUUID(), date: '2027-05-01' };
    await device.db.tourDays.put(stray);
    await enqueueMutation(device.db, 'day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' });

    // A device ahead of the server (the server was restored from a backup) is answered `reset`.
    await device.db.syncState.put({ tourId, version: 9_999 });
    await device.engine.pull();

    expect(await device.db.tourDays.get(stray.id)).toBeUndefined();
    expect(await device.db.tourDays.where('tourId').equals(tourId).count()).toBe(3);
    expect((await device.db.tourDays.get(day.id))?.tag).toBe('OFF_DAY');
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('finishes a paged pull of a member whose access changed after the first page', async () => {
    const owner = await syncUser(t);
    const member = await syncUser(t);
    const tourId = await createTour(t, owner);
    const personnelId = await addToTour(t, owner, tourId, member);
    const day = v.parse(
      v.object({ data: v.array(v.object({ id: v.string() })) }),
      await rest(t, owner, 'GET', `/tour-days/${tourId}`),
    ).data[0];
    await tagDay(t, owner, day?.id ?? '');
    for (const text of ['One', 'Two', 'Three'])
      await restCreate(t, owner, `/tour-days/${day?.id}/notes`, { text });
    await rest(t, owner, 'PATCH', `/tours/${tourId}/personnel/${personnelId}`, { role: 'TOUR_MANAGER' });

    const device = await devices.open(member, { pullPageSize: 2 });

    expect(device.errors).toEqual([]);
    expect(await device.db.notes.where('tourId').equals(tourId).count()).toBe(3);
    expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(t, member, tourId));
  });

  it('forgets a tour the user no longer sees, but keeps their queued writes', async () => {
    const owner = await syncUser(t);
    const member = await syncUser(t);
    const tourId = await createTour(t, owner);
    const personnelId = await addToTour(t, owner, tourId, member);
    const device = await devices.open(member);
    const day = await dayOn(device.db, tourId, '2027-04-10');
    await enqueueMutation(device.db, 'day.setTag', { tourDayId: day.id, tag: 'OFF_DAY' });

    await rest(t, owner, 'DELETE', `/tours/${tourId}/personnel/${personnelId}`);
    await device.engine.pull();

    expect(await device.db.tours.get(tourId)).toBeUndefined();
    expect(await device.db.tourDays.where('tourId').equals(tourId).count()).toBe(0);
    expect(await device.db.syncState.get(tourId)).toBeUndefined();
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('attempts no request while offline, and after a request got no answer only the backoff retry probes', async () => {
    const { user } = await tourWithNotes(t, 0);
    const device = await devices.open(user);
    device.net.requests.length = 0;
    device.goOffline();
    await device.engine.sync();
    expect(device.net.requests).toEqual([]);

    device.goOnline();
    device.net.down = true;
    await device.engine.sync();
    expect(device.net.requests).toEqual(['GET /api/sync/tours']);
    expect(device.connectivity.isOnline()).toBe(false);
    await device.engine.sync();
    expect(device.net.requests).toHaveLength(1);

    device.net.down = false;
    await vi.waitFor(() => expect(device.connectivity.isOnline()).toBe(true), { timeout: 3_000 });
    expect(device.net.requests.length).toBeGreaterThan(1);
  });
});

/**
 * A device that pulled a tour with one note, and pages of copies of that note (new ids) at the
 * device's version, or at `version`.
 */
async function deviceWithOneNote() {
  const { user, tourId } = await tourWithNotes(t, 1);
  const device = await devices.open(user);
  const [template] = await device.db.notes.where('tourId').equals(tourId).toArray();
  if (!template) throw new Error('the note was not pulled');
  const current = (await device.db.syncState.get(tourId))?.version ?? 0;
  const notesPage = (ids: string[], version = current) => ({
    version,
    changes: ids.map((id) => ({
      entity: 'note' as const,
      id,
      op: 'upsert' as const,
      version,
      data: { ...template, id },
    })),
  });
  return { device, tourId, version: current, notesPage };
}
