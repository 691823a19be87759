/**
 * Tenant cases for hotel-stay rooms and their people. Each setup builds a tour with a hotel stay,
 * two rooms (the owner in the first); each check compares the tour and its rooms to a snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accommodationRooms, roomMembers } from '../../server/db/schema/index';
import { addToRoom, createRoom, hotelStay } from './room-factories';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour } from './tour-factories';

async function roomsState(t: TestApp, tourId: string) {
  return JSON.stringify({
    tour: JSON.parse(await tourState(t, tourId)),
    rooms: await t.db
      .select()
      .from(accommodationRooms)
      .where(eq(accommodationRooms.tourId, tourId))
      .orderBy(asc(accommodationRooms.id)),
    members: await t.db
      .select()
      .from(roomMembers)
      .where(eq(roomMembers.tourId, tourId))
      .orderBy(asc(roomMembers.id)),
  });
}

async function tourWithRooms(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const stay = await hotelStay(t, owner.token, tour.id);
  const room = await addToRoom(t, owner.token, (await createRoom(t, owner.token, stay.id)).id, owner.user.id);
  const spare = await createRoom(t, owner.token, stay.id, '413');
  return {
    tourId: tour.id,
    eventId: stay.id,
    roomId: room.id,
    spareRoomId: spare.id,
    memberId: room.members[0]?.id ?? '',
    userId: owner.user.id,
    state: await roomsState(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await roomsState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const roomCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithRooms, verifyUnchanged: unchanged });

export const ACCOMMODATION_CASES: TenantCase[] = [
  roomCase(
    'adding a room to a hotel stay',
    'POST',
    '/accommodation-rooms/{id}',
    (ids) => `/api/accommodation-rooms/${ids.eventId}`,
    () => ({ name: '500' }),
  ),
  roomCase(
    'a hotel stay’s rooms',
    'GET',
    '/accommodation-rooms/events/{id}',
    (ids) => `/api/accommodation-rooms/events/${ids.eventId}`,
  ),
  roomCase('a room', 'GET', '/accommodation-rooms/{id}', (ids) => `/api/accommodation-rooms/${ids.roomId}`),
  roomCase(
    'changing a room',
    'PATCH',
    '/accommodation-rooms/{id}',
    (ids) => `/api/accommodation-rooms/${ids.roomId}`,
    () => ({ name: '999' }),
  ),
  roomCase(
    'deleting a room',
    'DELETE',
    '/accommodation-rooms/{id}',
    (ids) => `/api/accommodation-rooms/${ids.roomId}`,
  ),
  roomCase(
    'putting someone in a room',
    'POST',
    '/accommodation-rooms/{id}/members',
    (ids) => `/api/accommodation-rooms/${ids.roomId}/members`,
    (ids) => ({ userId: ids.userId }),
  ),
  roomCase(
    'moving someone to another room',
    'PATCH',
    '/accommodation-rooms/{id}/members/{memberId}',
    (ids) => `/api/accommodation-rooms/${ids.roomId}/members/${ids.memberId}`,
    (ids) => ({ roomId: ids.spareRoomId }),
  ),
  roomCase(
    'taking someone out of a room',
    'DELETE',
    '/accommodation-rooms/{id}/members/{memberId}',
    (ids) => `/api/accommodation-rooms/${ids.roomId}/members/${ids.memberId}`,
  ),
];
