/**
 * The live channel for people whose access to a tour changed — those the tour's own pokes no
 * longer (or not yet) reach: someone taken off a tour, everyone on a deleted tour, and the owner's
 * other devices when a tour is made. Each is told at once, so their devices let the tour go (or
 * fetch it) now instead of at the next 60-s pull; nobody else hears of it.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { createLiveHub } from '../../server/live/live-hub';
import { LIVE_WAIT, type LiveReader, openLive, serveApp } from '../support/live-client';
import { setupTestApp } from '../support/test-app';
import { createNote, createTour, joinTour, must, tourWithShowDay } from '../support/tour-factories';

const t = await setupTestApp();
const live = createLiveHub({ database: t.deps.database, logger: t.logger, now: t.clock.now });
const server = await serveApp(createApp({ ...t.deps, live }));
afterAll(async () => {
  await live.close();
  await server.close();
});
const readers: LiveReader[] = [];
afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close();
});

async function listen(token: string) {
  const reader = await openLive(server.url, token);
  readers.push(reader);
  await reader.next('resync');
  return reader;
}

describe('GET /api/live when access changes', () => {
  it('tells a person taken off a tour once, and nothing of the tour after that', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const stays = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Noor');
    const [crewLive, staysLive] = [await listen(crew.token), await listen(stays.token)];

    must(
      await t.call('DELETE /tours/{id}/personnel/{personnelId}', {
        params: { id: tour.id, personnelId: crew.personnel.id },
        token: owner.token,
      }),
    );
    await crewLive.next('tour', tour.id);
    await staysLive.next('tour', tour.id);
    // Their next pull no longer lists the tour: the device forgets it.
    const listed = must(await t.call('GET /sync/tours', { token: crew.token })).data;
    expect(listed.map((row) => row.tourId)).not.toContain(tour.id);

    await createNote(t, owner.token, day.id, 'After they left');
    // Delivered to everyone in one pass: by the time they have it, the crew would have it too.
    await vi.waitFor(() => expect(staysLive.tourEvents()).toEqual([tour.id, tour.id]), LIVE_WAIT);
    expect(crewLive.tourEvents()).toEqual([tour.id]);
  });

  it('tells everyone on a tour that is deleted, and the owner’s other devices of a new tour', async () => {
    const { owner, tour } = await tourWithShowDay(t);
    const crew = await joinTour(t, owner.token, tour.id);
    const stranger = await tourWithShowDay(t);
    const [ownerLive, crewLive, strangerLive] = [
      await listen(owner.token),
      await listen(crew.token),
      await listen(stranger.owner.token),
    ];

    const made = await createTour(t, owner.token, { name: 'Second leg' });
    await ownerLive.next('tour', made.id);

    must(await t.call('DELETE /tours/{id}', { params: { id: tour.id }, token: owner.token }));
    await crewLive.next('tour', tour.id);
    await ownerLive.next('tour', tour.id);
    expect(crewLive.tourEvents()).toEqual([tour.id]);

    // The stranger heard nothing of either: their own tour's poke is the first they get.
    await createNote(t, stranger.owner.token, stranger.day.id);
    await strangerLive.next('tour', stranger.tour.id);
    expect(strangerLive.tourEvents()).toEqual([stranger.tour.id]);
  });
});
