import { describe, expect, it } from 'vitest';
import type { PullResponse } from '#contract/sync';
import type { BodyOf } from '../support/api-client';
import { addToRoom, createRoom, hotelStay } from '../support/room-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  device,
  joinTour,
  liveRows,
  must,
  pullAll,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

async function tourWithCrew() {
  const made = await tourWithShowDay(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  return { ...made, ada };
}

const guestPath = (eventId: string) => `/api/events/${eventId}/guest-list-submissions`;
const guest = {
  firstName: 'Rosa',
  lastName: 'Parks',
  quantity: 2,
  deliveryMethod: 'WILL_CALL',
} satisfies BodyOf<'POST /events/{id}/guest-list-submissions'>;

/** The delete changes of `entity` a device pulling after `since` receives. */
async function deletesSince(token: string, tourId: string, since: number, entity: string) {
  const pages: PullResponse[] = await pullAll(t, token, tourId, since);
  return pages.flatMap((page) =>
    page.changes.filter((c) => c.entity === entity && c.op === 'delete').map((c) => c.id),
  );
}

describe('rows that hang off an event', () => {
  it('deleting a show takes its guest requests with it, on the pull and over REST', async () => {
    const { owner, tour, day, ada } = await tourWithCrew();
    const show = await createEvent(t, owner.token, day.id);
    const request = must(
      await t.call('POST /events/{id}/guest-list-submissions', {
        params: { id: show.id },
        body: guest,
        token: ada.token,
      }),
      201,
    ).data;
    const before = (await pullAll(t, ada.token, tour.id)).at(-1)?.version ?? 0;

    must(await t.del(`/api/events/${show.id}`, undefined, { token: owner.token }));

    expect(await deletesSince(ada.token, tour.id, before, 'guestListSubmission')).toEqual([request.id]);
    expect(await deletesSince(owner.token, tour.id, before, 'guestListSubmission')).toEqual([request.id]);
    expect((await liveRows(t, owner.token, tour.id, 'guestListSubmission')).size).toBe(0);
    expect((await t.get(guestPath(show.id), { token: owner.token })).status).toBe(404);
  });

  it('deleting a hotel stay offline takes its rooms and the people in them', async () => {
    const { owner, tour, ada } = await tourWithCrew();
    const stay = await hotelStay(t, owner.token, tour.id);
    const room = await createRoom(t, owner.token, stay.id);
    await addToRoom(t, owner.token, room.id, ada.user.id);
    const phone = device(t, owner.token);
    const gone = phone.mutation('event.delete', { id: stay.id }, tour.id);
    expect(must(await phone.push([gone])).data.results[0]?.status).toBe('applied');

    expect((await liveRows(t, ada.token, tour.id, 'accommodationRoom')).size).toBe(0);
    expect((await liveRows(t, ada.token, tour.id, 'roomMember')).size).toBe(0);
    expect((await t.get(`/api/accommodation-rooms/${room.id}`, { token: owner.token })).status).toBe(404);
  });

  it('a hotel stay changed to another type loses its rooms in the same version', async () => {
    const { owner, tour, ada } = await tourWithCrew();
    const stay = await hotelStay(t, owner.token, tour.id);
    const room = await createRoom(t, owner.token, stay.id);
    const filled = await addToRoom(t, owner.token, room.id, ada.user.id);
    const before = (await pullAll(t, ada.token, tour.id)).at(-1)?.version ?? 0;

    must(await t.patch(`/api/events/${stay.id}`, { type: 'TRAVEL' }, { token: owner.token }));

    const pages = await pullAll(t, ada.token, tour.id, before);
    const changes = pages.flatMap((page) => page.changes).filter((c) => c.entity !== 'tour');
    expect(changes.map((c) => [c.entity, c.op, c.id]).sort()).toEqual(
      [
        ['accommodationRoom', 'delete', room.id],
        ['event', 'upsert', stay.id],
        ['roomMember', 'delete', filled.members[0]?.id],
      ].sort(),
    );
    expect(new Set(changes.map((c) => c.version)).size).toBe(1);
    expect((await t.get(`/api/accommodation-rooms/${room.id}`, { token: owner.token })).status).toBe(404);
  });

  it('other changes to a hotel stay keep its rooms', async () => {
    const { owner, tour } = await tourWithCrew();
    const stay = await hotelStay(t, owner.token, tour.id);
    const room = await createRoom(t, owner.token, stay.id);
    must(await t.patch(`/api/events/${stay.id}`, { title: 'Hotel Bristol' }, { token: owner.token }));
    expect([...(await liveRows(t, owner.token, tour.id, 'accommodationRoom')).keys()]).toEqual([room.id]);
  });
});
