import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROOM_MESSAGES, type RoomWithMembers } from '#contract/accommodation';
import { accommodationRooms, roomMembers } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { addToRoom, createRoom, hotelStay } from '../support/room-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  type ErrorBody,
  joinTour,
  liveRows,
  must,
  ownerWithTour,
  pullAll,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

async function stayWithCrew() {
  const made = await ownerWithTour(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const stay = await hotelStay(t, made.owner.token, made.tour.id);
  return { ...made, ada, bo, stay };
}

const names = (room: RoomWithMembers) => room.members.map((m) => m.firstName);
const roomsUrl = (eventId: string) => `/api/accommodation-rooms/events/${eventId}`;

describe('rooms of a hotel stay', () => {
  it('a manager adds, changes, fills, moves and empties rooms; members read them and pull them', async () => {
    const { owner, tour, ada, bo, stay } = await stayWithCrew();
    const created = await t.call('POST /accommodation-rooms/{id}', {
      params: { id: stay.id },
      body: { name: ' 412 ', roomType: 'KING', checkIn: '2027-04-10', checkOut: '2027-04-11' },
      token: owner.token,
    });
    expect(created.status).toBe(201);
    const room = created.body.data;
    expect(room).toMatchObject({
      eventId: stay.id,
      tourId: tour.id,
      name: '412',
      roomType: 'KING',
      members: [],
    });
    const other = await createRoom(t, owner.token, stay.id, '413', 'TWIN');

    expect(names(await addToRoom(t, owner.token, room.id, ada.user.id))).toEqual(['Ada']);
    const both = await addToRoom(t, owner.token, room.id, bo.user.id);
    expect(names(both)).toEqual(['Ada', 'Bo']);
    // Adding someone already in this room changes nothing.
    expect((await addToRoom(t, owner.token, room.id, bo.user.id)).members).toEqual(both.members);

    const boRow = both.members.find((m) => m.userId === bo.user.id);
    if (!boRow) throw new Error('Bo is not in the room');
    const moved = must(
      await t.call('PATCH /accommodation-rooms/{id}/members/{memberId}', {
        params: { id: room.id, memberId: boRow.id },
        body: { roomId: other.id },
        token: owner.token,
      }),
    );
    expect(moved.data.members.map((m) => [m.id, m.firstName])).toEqual([[boRow.id, 'Bo']]);

    const renamed = must(
      await t.call('PATCH /accommodation-rooms/{id}', {
        params: { id: room.id },
        body: { name: 'Suite 1', roomType: 'SUITE' },
        token: owner.token,
      }),
    );
    expect(renamed.data).toMatchObject({ name: 'Suite 1', roomType: 'SUITE', checkIn: '2027-04-10' });

    const listed = must(
      await t.call('GET /accommodation-rooms/events/{id}', { params: { id: stay.id }, token: ada.token }),
    );
    expect(listed.data.map((r) => [r.name, names(r)])).toEqual([
      ['413', ['Bo']],
      ['Suite 1', ['Ada']],
    ]);
    expect((await liveRows(t, ada.token, tour.id, 'roomMember')).size).toBe(2);

    must(
      await t.del(`/api/accommodation-rooms/${other.id}/members/${boRow.id}`, undefined, {
        token: owner.token,
      }),
    );
    must(await t.del(`/api/accommodation-rooms/${room.id}`, undefined, { token: owner.token }));
    expect((await t.get(`/api/accommodation-rooms/${room.id}`, { token: owner.token })).status).toBe(404);
    expect((await liveRows(t, ada.token, tour.id, 'accommodationRoom')).size).toBe(1);
    expect((await liveRows(t, ada.token, tour.id, 'roomMember')).size).toBe(0);
  });

  it('bad input answers 400 with field messages and writes nothing', async () => {
    const { owner, tour, ada, stay } = await stayWithCrew();
    const url = `/api/accommodation-rooms/${stay.id}`;
    const blank = await t.post<ErrorBody>(url, { name: '  ', roomType: 'CASTLE' }, { token: owner.token });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({
      name: expect.any(String),
      roomType: 'Choose from the list',
    });
    const backwards = await t.post<ErrorBody>(
      url,
      { name: '1', checkIn: '2027-04-11', checkOut: '2027-04-10' },
      { token: owner.token },
    );
    expect(backwards.body.error.fields).toEqual({ checkOut: ROOM_MESSAGES.checkOut });
    const room = await createRoom(t, owner.token, stay.id);
    const other = await createRoom(t, owner.token, stay.id, '413');
    const stranger = await signedInUser(t);
    const notCrew = await t.post<ErrorBody>(
      `/api/accommodation-rooms/${room.id}/members`,
      { userId: stranger.user.id },
      { token: owner.token },
    );
    expect(notCrew.body.error.fields).toEqual({ userId: ROOM_MESSAGES.notPersonnel });
    await addToRoom(t, owner.token, room.id, ada.user.id);
    const twice = await t.post<ErrorBody>(
      `/api/accommodation-rooms/${other.id}/members`,
      { userId: ada.user.id },
      { token: owner.token },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toEqual({ userId: ROOM_MESSAGES.alreadyRoomed });
    const rows = await t.db.select().from(roomMembers).where(eq(roomMembers.tourId, tour.id));
    expect(rows.map((r) => r.roomId)).toEqual([room.id]);
    expect(
      await t.db.select().from(accommodationRooms).where(eq(accommodationRooms.tourId, tour.id)),
    ).toHaveLength(2);
  });

  it('only hotel stays take rooms', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const show = await createEvent(t, owner.token, day.id);
    const response = await t.post<ErrorBody>(
      `/api/accommodation-rooms/${show.id}`,
      { name: '1' },
      { token: owner.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Rooms belong to a hotel stay');
    expect((await t.get<ErrorBody>(roomsUrl(show.id), { token: owner.token })).status).toBe(400);
  });

  it('members read but may not write (403); strangers and hidden stays are not found (404)', async () => {
    const { owner, tour, ada, stay } = await stayWithCrew();
    const room = await createRoom(t, owner.token, stay.id);
    const asAda = { token: ada.token };
    expect((await t.post(`/api/accommodation-rooms/${stay.id}`, { name: '2' }, asAda)).status).toBe(403);
    expect((await t.patch(`/api/accommodation-rooms/${room.id}`, { name: '2' }, asAda)).status).toBe(403);
    expect(
      (await t.post(`/api/accommodation-rooms/${room.id}/members`, { userId: ada.user.id }, asAda)).status,
    ).toBe(403);
    expect((await t.del(`/api/accommodation-rooms/${room.id}`, undefined, asAda)).status).toBe(403);
    expect((await t.get(`/api/accommodation-rooms/${room.id}`, asAda)).status).toBe(200);

    const stranger = await signedInUser(t);
    expect((await t.get(roomsUrl(stay.id), { token: stranger.token })).status).toBe(404);
    expect(
      (await t.patch(`/api/accommodation-rooms/${room.id}`, { name: '2' }, { token: stranger.token })).status,
    ).toBe(404);

    const hidden = await hotelStay(t, owner.token, tour.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [owner.user.id],
    });
    const secret = await createRoom(t, owner.token, hidden.id);
    expect((await t.get(`/api/accommodation-rooms/${secret.id}`, asAda)).status).toBe(404);
    const before = await pullAll(t, ada.token, tour.id);
    const seen = (pages: typeof before) =>
      pages.flatMap((page) => page.changes).some((c) => c.id === secret.id && c.op === 'upsert');
    expect(seen(before)).toBe(false);
    // Once she is assigned to the stay, her next pull (from where she was) brings its rooms too.
    must(
      await t.post(`/api/events/${hidden.id}/personnel`, { userIds: [ada.user.id] }, { token: owner.token }),
      201,
    );
    expect(seen(await pullAll(t, ada.token, tour.id, before.at(-1)?.version ?? 0))).toBe(true);
  });

  it('a replayed write happens once (client ids and Idempotency-Key)', async () => {
    const { owner, tour, ada, stay } = await stayWithCrew();
    const id = crypto.randomUUID();
    const create = () =>
      t.call('POST /accommodation-rooms/{id}', {
        params: { id: stay.id },
        body: { id, name: '7' },
        token: owner.token,
      });
    const first = must(await create(), 201);
    const again = must(await create(), 201);
    expect(again.data).toEqual(first.data);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const add = () =>
      t.call('POST /accommodation-rooms/{id}/members', {
        params: { id },
        body: { userId: ada.user.id },
        token: owner.token,
        headers,
      });
    const one = await add();
    const replay = await add();
    expect(replay.body).toEqual(one.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.db.select().from(roomMembers).where(eq(roomMembers.tourId, tour.id));
    expect(rows).toHaveLength(1);
  });

  it('someone taken off the tour leaves its rooms', async () => {
    const { owner, tour, ada, stay } = await stayWithCrew();
    const room = await addToRoom(t, owner.token, (await createRoom(t, owner.token, stay.id)).id, ada.user.id);
    must(
      await t.del(`/api/tours/${tour.id}/personnel/${ada.personnel.id}`, undefined, { token: owner.token }),
    );
    expect(
      (await t.call('GET /accommodation-rooms/{id}', { params: { id: room.id }, token: owner.token })).body
        .data.members,
    ).toEqual([]);
  });
});
