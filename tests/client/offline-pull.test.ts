import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { applyPage, WRITE_SLICE } from '../../src/offline/mirror';
import { enqueueMutation } from '../../src/offline/outbox';
import { pullTour, TOURS_ASKED_AHEAD } from '../../src/offline/pull';
import { type FetchLike, fetchTransport } from '../../src/offline/transport';
import { dayOn, deviceFetch, type SyncUser, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, rest, restCreate, tagDay } from '../support/offline-rest';

const { t, devices } = await setupOfflineServer();

const changeRequests = (requests: string[]) => requests.filter((request) => request.includes('/changes?'));

async function serverVersion(user: Awaited<ReturnType<typeof syncUser>>, tourId: string) {
  const list = v.parse(
    v.object({ data: v.array(v.object({ tourId: v.string(), version: v.number() })) }),
    await rest(t, user, 'GET', '/sync/tours'),
  );
  return list.data.find((tour) => tour.tourId === tourId)?.version;
}

/** A tagged day with notes written by another client (REST): one tour version per note. */
async function tourWithNotes(count: number, owner?: SyncUser) {
  const user = owner ?? (await syncUser(t));
  const tourId = await createTour(t, user);
  const days = v.parse(
    v.object({ data: v.array(v.object({ id: v.string(), date: v.string() })) }),
    await rest(t, user, 'GET', `/tour-days/${tourId}`),
  ).data;
  const dayId = days[0]?.id ?? '';
  await tagDay(t, user, dayId);
  const noteIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    noteIds.push(await restCreate(t, user, `/tour-days/${dayId}/notes`, { text: `Note ${i}` }));
  }
  return { user, tourId, dayId, noteIds };
}

/**
 * A device pulls a tour of 8 notes again from 0, two notes a page, through `wrap` of its network;
 * checks it ends holding every note once at the server's version, and returns the page requests.
 */
async function pullAgainThrough(wrap: (send: FetchLike) => FetchLike) {
  const { user, tourId, noteIds } = await tourWithNotes(8);
  const device = await devices.open(user);
  await device.db.syncState.put({ tourId, version: 0, resync: true });
  device.net.requests.length = 0;
  const transport = fetchTransport(wrap(deviceFetch(t, device.net)), { token: () => user.token });

  await pullTour({ db: device.db, transport, isOnline: () => true, pageSize: 2 }, tourId);

  expect((await device.db.notes.where('tourId').equals(tourId).primaryKeys()).sort()).toEqual(
    [...noteIds].sort(),
  );
  expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(user, tourId));
  return { requests: changeRequests(device.net.requests) };
}

describe('pull', () => {
  it('pages through a tour’s changes and ends on the server’s version', async () => {
    const { user, tourId, noteIds } = await tourWithNotes(5);
    const device = await devices.open(user, { pullPageSize: 2 });

    expect(changeRequests(device.net.requests).length).toBeGreaterThanOrEqual(3);
    expect(await device.db.notes.where('tourId').equals(tourId).primaryKeys()).toEqual(
      expect.arrayContaining(noteIds),
    );
    expect(await device.db.tourDays.where('tourId').equals(tourId).count()).toBe(3);
    expect((await device.db.tours.get(tourId))?.name).toBe('Spring run');
    expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(user, tourId));
  });

  it('writes a page larger than one write slice whole (every row, in slices)', async () => {
    const { user, tourId } = await tourWithNotes(1);
    const device = await devices.open(user);
    const [template] = await device.db.notes.where('tourId').equals(tourId).toArray();
    if (!template) throw new Error('the note was not pulled');
    const version = (await device.db.syncState.get(tourId))?.version ?? 0;
    const ids = Array.from({ length: WRITE_SLICE * 2 + 1 }, () => crypto.randomUUID());

    await applyPage(
      device.db,
      tourId,
      {
        version,
        changes: ids.map((id) => ({
          entity: 'note' as const,
          id,
          op: 'upsert' as const,
          version,
          data: { ...template, id },
        })),
      },
      { wipe: false },
    );

    expect(await device.db.notes.where('tourId').equals(tourId).count()).toBe(ids.length + 1);
  });

  it('asks for the next tours’ first pages while the first tour is still being pulled, once each', async () => {
    const user = await syncUser(t);
    const tours: Awaited<ReturnType<typeof tourWithNotes>>[] = [];
    for (let i = 0; i <= TOURS_ASKED_AHEAD; i += 1) tours.push(await tourWithNotes(4, user));
    const device = await devices.open(user, { pullPageSize: 2 });

    const requests = changeRequests(device.net.requests);
    const tourOf = (request: string) => tours.find((tour) => request.includes(tour.tourId))?.tourId;
    const firstTour = tourOf(requests[0] ?? '');
    const lastOfFirst = requests.findLastIndex((request) => tourOf(request) === firstTour);
    for (const { tourId, noteIds } of tours) {
      const firstPages = requests.filter((request) => request.includes(`/${tourId}/changes?since=0&`));
      expect(firstPages).toHaveLength(1);
      // Every tour's first page went out before the first tour's last page was asked for.
      expect(requests.indexOf(firstPages[0] ?? '')).toBeLessThan(lastOfFirst);
      expect(await device.db.notes.where('tourId').equals(tourId).primaryKeys()).toEqual(
        expect.arrayContaining(noteIds),
      );
      expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(user, tourId));
    }
  });

  it('keeps two pages of a tour on their way where the server says where the next one ends', async () => {
    let inFlight = 0;
    let most = 0;
    const { requests } = await pullAgainThrough((send) => async (url, init) => {
      if (!url.includes('/changes?')) return send(url, init);
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await send(url, init);
      } finally {
        inFlight -= 1;
      }
    });

    expect(most).toBe(2);
    // Each page asked for once: the pages asked ahead were the ones applied.
    expect(new Set(requests).size).toBe(requests.length);
    expect(requests.length).toBeGreaterThan(3);
  });

  it('never writes a page asked ahead from where the next page did not end after all', async () => {
    // A hint one version long: written, a page asked ahead from it would skip that version's rows.
    const misled: number[] = [];
    const { requests } = await pullAgainThrough((send) => async (url, init) => {
      const response = await send(url, init);
      if (!url.includes('/changes?')) return response;
      const body = (await response.json()) as { data: { nextPageEnd?: number } };
      if (body.data.nextPageEnd !== undefined) {
        body.data.nextPageEnd += 1;
        misled.push(body.data.nextPageEnd);
      }
      return Response.json(body, { status: response.status });
    });

    expect(misled.length).toBeGreaterThan(1);
    for (const since of misled)
      expect(requests.some((request) => request.includes(`since=${since}&`))).toBe(true);
  });

  it('does not write a first page asked for from a version the tour has since left', async () => {
    const { user, tourId } = await tourWithNotes(2);
    const device = await devices.open(user);
    const version = (await device.db.syncState.get(tourId))?.version ?? 0;
    const stale = {
      since: version - 1,
      page: Promise.resolve({
        version: version + 100,
        hasMore: false,
        lastSeq: 0,
        changes: [
          { entity: 'tour' as const, id: tourId, op: 'delete' as const, version: version + 100, data: null },
        ],
      }),
    };
    device.net.requests.length = 0;

    const transport = fetchTransport(deviceFetch(t, device.net), { token: () => user.token });
    await pullTour({ db: device.db, transport, isOnline: () => true }, tourId, stale);

    expect(changeRequests(device.net.requests)).toHaveLength(1);
    expect(changeRequests(device.net.requests)[0]).toContain(`since=${version}&`);
    expect((await device.db.tours.get(tourId))?.name).toBe('Spring run');
    expect((await device.db.syncState.get(tourId))?.version).toBe(version);
  });

  it('asks once and downloads nothing when nothing changed', async () => {
    const { user } = await tourWithNotes(1);
    const device = await devices.open(user);
    device.net.requests.length = 0;
    await device.engine.pull();
    expect(device.net.requests).toEqual(['GET /api/sync/tours']);
  });

  it('removes rows the server deleted (tombstones), with an event’s assignments', async () => {
    const { user, dayId, noteIds } = await tourWithNotes(2);
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
    const { user, dayId, noteIds } = await tourWithNotes(1);
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
    expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(member, tourId));
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
    const { user } = await tourWithNotes(0);
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
