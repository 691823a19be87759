/** Hotel stays and their rooms for API tests. */
import type { BodyOf } from './api-client';
import type { TestApp } from './test-app';
import { createEvent, daysOf, firstOf, must, tagDay } from './tour-factories';

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
  roomType: BodyOf<'POST /accommodation-rooms/{id}'>['roomType'] = 'KING',
) {
  const body = { name, roomType };
  return must(await t.call('POST /accommodation-rooms/{id}', { params: { id: eventId }, body, token }), 201)
    .data;
}

export async function addToRoom(t: TestApp, token: string, roomId: string, userId: string) {
  const body = { userId };
  return must(
    await t.call('POST /accommodation-rooms/{id}/members', { params: { id: roomId }, body, token }),
    201,
  ).data;
}
