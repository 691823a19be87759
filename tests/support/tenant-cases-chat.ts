/**
 * Tenant cases for conversations. Each setup builds a tour whose owner has a room with a second
 * person and one message; each check compares the tour's rooms, members, messages and read states
 * against their snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chatMembers, chatMessages, chatReads, chatRooms } from '../../server/db/schema/index';
import { createChatRoom, sendChatMessage } from './chat-factories';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, joinTour } from './tour-factories';

async function chatState(t: TestApp, tourId: string) {
  return JSON.stringify({
    rooms: await t.db.select().from(chatRooms).where(eq(chatRooms.tourId, tourId)).orderBy(asc(chatRooms.id)),
    members: await t.db
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.tourId, tourId))
      .orderBy(asc(chatMembers.id)),
    messages: await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.tourId, tourId))
      .orderBy(asc(chatMessages.id)),
    reads: await t.db.select().from(chatReads).where(eq(chatReads.tourId, tourId)).orderBy(asc(chatReads.id)),
  });
}

async function tourWithRoom(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
  const ben = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ben');
  const room = await createChatRoom(t, owner.token, tour.id, { userIds: [ada.user.id] });
  await sendChatMessage(t, owner.token, room.id, 'Bus call 09:00');
  const adaMember = room.members.find((member) => member.userId === ada.user.id);
  return {
    tourId: tour.id,
    roomId: room.id,
    memberId: adaMember?.id ?? '',
    benId: ben.user.id,
    state: await chatState(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await chatState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const chatCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithRoom, verifyUnchanged: unchanged });

const room = (ids: Ids) => `/api/chat-rooms/${ids.roomId}`;

export const CHAT_CASES: TenantCase[] = [
  chatCase('reading a conversation', 'GET', '/chat-rooms/{id}', room),
  chatCase('renaming a conversation', 'PATCH', '/chat-rooms/{id}', room, () => ({ name: 'Mine now' })),
  chatCase('deleting a conversation', 'DELETE', '/chat-rooms/{id}', room),
  chatCase(
    'archiving a conversation',
    'PATCH',
    '/chat-rooms/{id}/archive',
    (ids) => `${room(ids)}/archive`,
    () => ({
      archived: true,
    }),
  ),
  chatCase(
    'muting a conversation',
    'PATCH',
    '/chat-rooms/{id}/mute',
    (ids) => `${room(ids)}/mute`,
    () => ({
      muted: true,
    }),
  ),
  chatCase(
    'marking a conversation read',
    'PATCH',
    '/chat-rooms/{id}/visit',
    (ids) => `${room(ids)}/visit`,
    () => ({}),
  ),
  chatCase(
    'adding to a conversation',
    'POST',
    '/chat-rooms/{id}/members',
    (ids) => `${room(ids)}/members`,
    (ids) => ({
      userIds: [ids.benId],
    }),
  ),
  chatCase(
    'removing from a conversation',
    'DELETE',
    '/chat-rooms/{id}/members/{memberId}',
    (ids) => `${room(ids)}/members/${ids.memberId}`,
  ),
  chatCase(
    'sending to a conversation',
    'POST',
    '/chat-rooms/{id}/messages',
    (ids) => `${room(ids)}/messages`,
    () => ({
      text: 'Hello from elsewhere',
    }),
  ),
  chatCase(
    'reading a conversation’s messages',
    'GET',
    '/chat-rooms/{id}/messages',
    (ids) => `${room(ids)}/messages`,
  ),
];
