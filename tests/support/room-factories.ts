/** Hotel stays and their rooms for API tests. */
import type { RoomWithMembers } from '#contract/accommodation';
import type { TestApp } from './test-app';
import { createEvent, type Data, daysOf, firstOf, must, tagDay } from './tour-factories';

export async function hotelStay(t: TestApp, token: string, tourId: string, overrides = {}) {
  const day = await tagDay(t, token, firstOf(await daysOf(t, token, tourId)).id);
  return createEvent(t, token, day.id, {
    type: 'HOTEL_STAY',
    title: 'Hotel Adlon',
    startAt: '2027-04-10T22:00:00.000Z',
    endAt: '2027-04-10T23:00:00.000Z',
    ...overrides,
  });
}

export async function createRoom(
  t: TestApp,
  token: string,
  eventId: string,
  name = '412',
  roomType = 'KING',
) {
  return must(
    await t.post<Data<RoomWithMembers>>(`/api/accommodation-rooms/${eventId}`, { name, roomType }, { token }),
    201,
  ).data;
}

export async function addToRoom(t: TestApp, token: string, roomId: string, userId: string) {
  return must(
    await t.post<Data<RoomWithMembers>>(`/api/accommodation-rooms/${roomId}/members`, { userId }, { token }),
    201,
  ).data;
}
