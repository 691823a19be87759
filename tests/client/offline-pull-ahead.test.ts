import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { pullTour, TOURS_ASKED_AHEAD } from '../../src/offline/pull';
import { type FetchLike, fetchTransport } from '../../src/offline/transport';
import { deviceFetch, setupOfflineServer, syncUser } from '../support/offline-harness';
import { changeRequests, serverVersion, tourWithNotes } from '../support/offline-pull-fixtures';

const { t, devices } = await setupOfflineServer();

/**
 * A device pulls a tour of 8 notes again from 0, two notes a page, through `wrap` of its network;
 * checks it ends holding every note once at the server's version, and returns the page requests.
 */
async function pullAgainThrough(wrap: (send: FetchLike) => FetchLike) {
  const { user, tourId, noteIds } = await tourWithNotes(t, 8);
  const device = await devices.open(user);
  await device.db.syncState.put({ tourId, version: 0, resync: true });
  device.net.requests.length = 0;
  const transport = fetchTransport(wrap(deviceFetch(t, device.net)), { token: () => user.token });

  await pullTour({ db: device.db, transport, isOnline: () => true, pageSize: 2 }, tourId);

  expect((await device.db.notes.where('tourId').equals(tourId).primaryKeys()).sort()).toEqual(
    [...noteIds].sort(),
  );
  expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(t, user, tourId));
  return { requests: changeRequests(device.net.requests) };
}

describe('pages asked for ahead', () => {
  it('asks for the next tours’ first pages while the first tour is still being pulled, once each', async () => {
    const user = await syncUser(t);
    const tours: Awaited<ReturnType<typeof tourWithNotes>>[] = [];
    for (let i = 0; i <= TOURS_ASKED_AHEAD; i += 1) tours.push(await tourWithNotes(t, 4, user));
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
      expect((await device.db.syncState.get(tourId))?.version).toBe(await serverVersion(t, user, tourId));
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
    const { user, tourId } = await tourWithNotes(t, 2);
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
});
