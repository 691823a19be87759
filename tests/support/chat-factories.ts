/** Conversations through the API, as a client makes them (see tour-factories.ts). */
import type { TestApp } from './test-app';
import { must } from './tour-factories';

export async function createChatRoom(
  t: TestApp,
  token: string,
  tourId: string,
  members: { userIds?: string[]; groupIds?: string[] },
  name = 'Crew chat',
) {
  return must(await t.call('POST /chat-rooms', { body: { tourId, name, ...members }, token }), 201).data;
}

export async function sendChatMessage(t: TestApp, token: string, roomId: string, text: string, id?: string) {
  const body = id ? { id, text } : { text };
  return must(await t.call('POST /chat-rooms/{id}/messages', { params: { id: roomId }, body, token }), 201)
    .data;
}

export async function visitChatRoom(t: TestApp, token: string, roomId: string) {
  return must(await t.call('PATCH /chat-rooms/{id}/visit', { params: { id: roomId }, body: {}, token })).data;
}
