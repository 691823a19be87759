import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { chatReadId } from '#contract/chat';
import { unreadTotal } from '../../src/features/messages/unread';
import { readConversations } from '../../src/features/messages/use-conversations';
import type { RoadieDb } from '../../src/offline/db';
import { pendingEntityIds } from '../../src/offline/outbox';
import { createChatRoom, sendChatMessage } from '../support/chat-factories';
import { type Device, type SyncUser, setupOfflineServer, syncUser } from '../support/offline-harness';
import { addToTour, createTour, rest } from '../support/offline-rest';
import { must } from '../support/tour-factories';

// Several people, each with a device of their own: longer than the project's 20 s per test.
vi.setConfig({ testTimeout: 30_000 });

const { t, devices } = await setupOfflineServer();

/** A tour of an owner with two more people on it, and a room of the owner and `crew` only. */
async function tourWithRoom() {
  const owner = await syncUser(t);
  const crew = await syncUser(t);
  const outsider = await syncUser(t);
  const tourId = await createTour(t, owner);
  await addToTour(t, owner, tourId, crew);
  await addToTour(t, owner, tourId, outsider);
  const room = await createChatRoom(t, owner.token, tourId, { userIds: [crew.id] });
  return { owner, crew, outsider, tourId, room };
}

/** The room's messages on the server, oldest first, as its members read them. */
async function serverTexts(user: SyncUser, roomId: string) {
  const page = must(
    await t.call('GET /chat-rooms/{id}/messages', { params: { id: roomId }, token: user.token }),
  );
  return page.data.messages.map((message) => message.text).reverse();
}

/** The room's messages on a device, in the order the screen shows them. */
async function deviceTexts(db: RoadieDb, roomId: string) {
  const rows = await db.chatMessages
    .where('[roomId+sentAt]')
    .between([roomId, ''], [roomId, '\uffff'])
    .toArray();
  return rows.map((message) => message.text);
}

async function roomRowsOn(device: Device, roomId: string) {
  const { db } = device;
  return {
    room: await db.chatRooms.get(roomId),
    members: await db.chatMembers.where('roomId').equals(roomId).count(),
    messages: await db.chatMessages.where('roomId').equals(roomId).count(),
    reads: await db.chatReads.where('roomId').equals(roomId).count(),
  };
}

describe('conversations on a device', () => {
  it('messages written offline wait in the outbox, reach the server once (a reply lost) and the other member in order', async () => {
    const { owner, crew, room } = await tourWithRoom();
    const phone = await devices.open(crew, { separate: true });
    const laptop = await devices.open(owner, { separate: true });
    await sendChatMessage(t, owner.token, room.id, 'Line check in 20');
    await phone.engine.sync();
    t.clock.advance(1);

    phone.net.down = true;
    phone.goOffline();
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    await phone.engine.mutate('chatMessage.send', {
      roomId: room.id,
      message: { id: first, text: 'On my way' },
    });
    await phone.engine.mutate('chatMessage.send', {
      roomId: room.id,
      message: { id: second, text: 'Two minutes' },
    });
    await phone.engine.whenIdle();
    // Shown at once, marked as waiting; nothing has left the device.
    expect(await deviceTexts(phone.db, room.id)).toEqual(['Line check in 20', 'On my way', 'Two minutes']);
    expect(await pendingEntityIds(phone.db)).toEqual(new Set([first, second]));
    expect(phone.net.requests.filter((request) => request.includes('/sync/push'))).toEqual([]);

    // Back online; the server stores both but its answer never arrives.
    phone.net.down = false;
    phone.net.loseRepliesTo = /\/sync\/push/;
    phone.goOnline();
    await phone.engine.sync();
    expect(await phone.db.outbox.count()).toBe(2);
    phone.net.loseRepliesTo = null;
    phone.goOnline();
    await phone.engine.sync();
    expect(phone.net.pushStatuses).toEqual([['duplicate', 'duplicate']]);
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await serverTexts(owner, room.id)).toEqual(['Line check in 20', 'On my way', 'Two minutes']);

    // Sent again as a new write (the screen's Retry after a refusal): still the same one message.
    await phone.engine.mutate('chatMessage.send', {
      roomId: room.id,
      message: { id: first, text: 'On my way' },
    });
    await phone.engine.sync();
    expect(await serverTexts(owner, room.id)).toEqual(['Line check in 20', 'On my way', 'Two minutes']);

    await laptop.engine.sync();
    expect(await deviceTexts(laptop.db, room.id)).toEqual(['Line check in 20', 'On my way', 'Two minutes']);
    expect(await deviceTexts(phone.db, room.id)).toEqual(['Line check in 20', 'On my way', 'Two minutes']);
  });

  it('messages written in the same millisecond show in the order they were written', async () => {
    const { crew, room } = await tourWithRoom();
    const phone = await devices.open(crew);
    phone.goOffline();
    // Five, so ids in random order could not pass for the written order by chance (1 in 120).
    const texts = ['Doors at 7', 'Curfew 11', 'Bus at 12', 'Lobby call 9', 'Soundcheck 4'];
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-04-10T18:00:00Z') });
    try {
      for (const text of texts)
        await phone.engine.mutate('chatMessage.send', {
          roomId: room.id,
          message: { id: crypto.randomUUID(), text },
        });
    } finally {
      vi.useRealTimers();
    }
    expect(await deviceTexts(phone.db, room.id)).toEqual(texts);
  });

  it('a member of the tour who is not in the room never gets it on their device', async () => {
    const { owner, outsider, tourId, room } = await tourWithRoom();
    await sendChatMessage(t, owner.token, room.id, 'Only for the two of us');
    const device = await devices.open(outsider);
    expect(await device.db.tours.get(tourId)).toBeDefined();
    expect(await roomRowsOn(device, room.id)).toEqual({ room: undefined, members: 0, messages: 0, reads: 0 });
    expect(await device.db.chatRooms.count()).toBe(0);
    expect(await device.db.chatMessages.count()).toBe(0);
    expect(await unreadTotal(device.db)).toBe(0);
  });

  it('a member taken out of a room loses the room, its members and its messages from their device', async () => {
    const { owner, crew, room } = await tourWithRoom();
    await sendChatMessage(t, crew.token, room.id, 'Hello');
    await sendChatMessage(t, owner.token, room.id, 'Welcome');
    const phone = await devices.open(crew);
    await phone.engine.mutate('chatRoom.visit', { roomId: room.id, readUpTo: new Date().toISOString() });
    await phone.engine.sync();
    expect(await roomRowsOn(phone, room.id)).toEqual({
      room: expect.objectContaining({ name: 'Crew chat' }),
      members: 2,
      messages: 2,
      reads: 1,
    });

    const membership = room.members.find((member) => member.userId === crew.id);
    await rest(t, owner, 'DELETE', `/chat-rooms/${room.id}/members/${membership?.id}`);
    await phone.engine.sync();
    expect(await roomRowsOn(phone, room.id)).toEqual({ room: undefined, members: 0, messages: 0, reads: 0 });
    expect((await readConversations(phone.db)).active).toEqual([]);
  });

  it('counts others’ messages after the last read, over rooms not archived', async () => {
    const { owner, crew, tourId, room } = await tourWithRoom();
    const other = await createChatRoom(t, owner.token, tourId, { userIds: [crew.id] }, 'Production');
    await sendChatMessage(t, owner.token, room.id, 'One');
    await sendChatMessage(t, crew.token, room.id, 'Mine never counts');
    await sendChatMessage(t, owner.token, room.id, 'Two');
    await sendChatMessage(t, owner.token, other.id, 'Three');
    const phone = await devices.open(crew);
    expect(await unreadTotal(phone.db)).toBe(3);
    const lists = await readConversations(phone.db);
    expect(lists.active.map((item) => [item.room.name, item.unread, item.lastMessage?.text])).toEqual([
      ['Crew chat', 2, 'Two'],
      ['Production', 1, 'Three'],
    ]);

    // Read up to the newest message of the room: offline, on the device at once.
    const newest = await phone.db.chatMessages.where('roomId').equals(room.id).reverse().sortBy('sentAt');
    phone.net.down = true;
    phone.goOffline();
    await phone.engine.mutate('chatRoom.visit', { roomId: room.id, readUpTo: newest[0]?.sentAt ?? '' });
    expect(await unreadTotal(phone.db)).toBe(1);
    phone.net.down = false;
    phone.goOnline();
    t.clock.advance(1);
    await phone.engine.sync();
    expect((await phone.db.chatReads.get(chatReadId(room.id, crew.id)))?.lastReadAt).toBe(newest[0]?.sentAt);
    expect(await unreadTotal(phone.db)).toBe(1);

    // A new message counts again; an archived room counts no more (but is listed as archived).
    await sendChatMessage(t, owner.token, room.id, 'Four');
    await rest(t, crew, 'PATCH', `/chat-rooms/${other.id}/archive`, { archived: true });
    await phone.engine.sync();
    expect(await unreadTotal(phone.db)).toBe(1);
    const after = await readConversations(phone.db);
    expect(after.active.map((item) => [item.room.name, item.unread])).toEqual([['Crew chat', 1]]);
    expect(after.archived.map((item) => [item.room.name, item.unread])).toEqual([['Production', 1]]);
  });
});
