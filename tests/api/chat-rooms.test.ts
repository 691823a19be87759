/**
 * Conversations over REST: who may start, see and change one, the spec's messages, and each
 * person's own archive / mute / read state.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '#contract/chat';
import { MESSAGES } from '#contract/messages';
import { createChatRoom, sendChatMessage, visitChatRoom } from '../support/chat-factories';
import { signedInUser } from '../support/factories';
import { groupWith } from '../support/group-factories';
import { setupTestApp } from '../support/test-app';
import { type ErrorBody, joinTour, must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();

async function crewedTour() {
  const made = await ownerWithTour(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const manager = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MANAGER', 'Mia');
  return { ...made, ada, bo, manager };
}

describe('starting a conversation', () => {
  it('the creator is its admin and a member; people and groups of the tour join it', async () => {
    const { owner, tour, ada, bo } = await crewedTour();
    const audio = await groupWith(t, owner.token, tour.id, [bo.user.id]);
    const room = await createChatRoom(t, ada.token, tour.id, { groupIds: [audio.id] }, ' Load-in ');
    expect(room).toMatchObject({ tourId: tour.id, name: 'Load-in', adminUserId: ada.user.id, unread: 0 });
    expect(room.members.map((m) => [m.userId, m.groupId, m.name])).toEqual([
      [ada.user.id, null, 'Ada Road'],
      [null, audio.id, 'Audio'],
    ]);
    // Bo is in through the group.
    expect(
      must(await t.call('GET /chat-rooms/{id}', { params: { id: room.id }, token: bo.token })).data.id,
    ).toBe(room.id);
  });

  it('refuses a conversation with nobody in it, a blank name, and people or groups not on the tour', async () => {
    const { owner, tour, ada } = await crewedTour();
    const create = (body: Record<string, unknown>) =>
      t.post<ErrorBody>('/api/chat-rooms', { tourId: tour.id, ...body }, { token: ada.token });
    const noOne = await create({ name: 'Empty' });
    expect(noOne.status).toBe(400);
    expect(noOne.body.error.fields).toEqual({ userIds: CHAT_MESSAGES.memberRequired });
    const blank = await create({ name: '  ', userIds: [owner.user.id] });
    expect(blank.body.error.fields).toEqual({ name: MESSAGES.cannotBeEmpty });
    const stranger = await signedInUser(t, { firstName: 'Sy' });
    const outsider = await create({ name: 'Leak', userIds: [stranger.user.id] });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.fields).toEqual({ userIds: CHAT_MESSAGES.notPersonnel });
    const otherTour = await ownerWithTour(t);
    const group = await groupWith(t, otherTour.owner.token, otherTour.tour.id, []);
    const foreignGroup = await create({ name: 'Leak', groupIds: [group.id] });
    expect(foreignGroup.status).toBe(400);
    // Another tenant's tour is not found, and nothing was made anywhere.
    const foreignTour = await create({ tourId: otherTour.tour.id, name: 'Leak', userIds: [ada.user.id] });
    expect(foreignTour.status).toBe(404);
    expect(must(await t.call('GET /chat-rooms', { query: {}, token: ada.token })).data).toEqual([]);
  });
});

describe('who sees and changes a conversation', () => {
  it('non-members get 404 — the tour owner and managers too; members who are not admin get 403', async () => {
    const { owner, tour, ada, bo, manager } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    for (const outsider of [owner, manager]) {
      expect(
        (await t.call('GET /chat-rooms/{id}', { params: { id: room.id }, token: outsider.token })).status,
      ).toBe(404);
      const send = await t.call('POST /chat-rooms/{id}/messages', {
        params: { id: room.id },
        body: { text: 'Hi' },
        token: outsider.token,
      });
      expect(send.status).toBe(404);
    }
    const rename = await t.patch<ErrorBody>(
      `/api/chat-rooms/${room.id}`,
      { name: 'Mine' },
      { token: bo.token },
    );
    expect(rename.status).toBe(403);
    expect(rename.body.error.message).toBe(CHAT_MESSAGES.adminOnly);
    expect((await t.del(`/api/chat-rooms/${room.id}`, undefined, { token: bo.token })).status).toBe(403);
    const renamed = await t.call('PATCH /chat-rooms/{id}', {
      params: { id: room.id },
      body: { name: 'Stage left' },
      token: ada.token,
    });
    expect(must(renamed).data.name).toBe('Stage left');
  });

  it('the admin adds and removes members, but never themselves; a removed member loses the room', async () => {
    const { tour, ada, bo, manager } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    const added = must(
      await t.call('POST /chat-rooms/{id}/members', {
        params: { id: room.id },
        body: { userIds: [manager.user.id, bo.user.id] },
        token: ada.token,
      }),
      201,
    ).data;
    // The admin first, then people by name, then groups.
    expect(added.members.map((m) => m.userId)).toEqual([ada.user.id, bo.user.id, manager.user.id]);
    const adaMember = added.members.find((m) => m.userId === ada.user.id);
    const boMember = added.members.find((m) => m.userId === bo.user.id);
    const refused = await t.del<ErrorBody>(`/api/chat-rooms/${room.id}/members/${adaMember?.id}`, undefined, {
      token: ada.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ memberId: CHAT_MESSAGES.adminStays });
    must(await t.del(`/api/chat-rooms/${room.id}/members/${boMember?.id}`, undefined, { token: ada.token }));
    expect((await t.call('GET /chat-rooms/{id}', { params: { id: room.id }, token: bo.token })).status).toBe(
      404,
    );
    const none = await t.post<ErrorBody>(`/api/chat-rooms/${room.id}/members`, {}, { token: ada.token });
    expect(none.body.error.fields).toEqual({ userIds: CHAT_MESSAGES.memberRequired });
  });

  it('the admin deletes it for everyone', async () => {
    const { tour, ada, bo } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    must(await t.del(`/api/chat-rooms/${room.id}`, undefined, { token: ada.token }));
    expect((await t.call('GET /chat-rooms/{id}', { params: { id: room.id }, token: bo.token })).status).toBe(
      404,
    );
    expect(must(await t.call('GET /chat-rooms', { query: {}, token: bo.token })).data).toEqual([]);
  });
});

describe('messages', () => {
  it('are stored once per id, page backwards and count as unread until visited', async () => {
    const { tour, ada, bo } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      t.clock.advance(1);
      ids.push((await sendChatMessage(t, ada.token, room.id, `Message ${i}`)).id);
    }
    // A resend of the same message (its answer was lost) is the same message.
    const again = await sendChatMessage(t, ada.token, room.id, 'Message 5', ids[4]);
    expect(again.id).toBe(ids[4]);
    // Someone else's id is not confirmed.
    const taken = await t.call('POST /chat-rooms/{id}/messages', {
      params: { id: room.id },
      body: { id: ids[0], text: 'Mine?' },
      token: bo.token,
    });
    expect(taken.status).toBe(404);

    const first = must(
      await t.call('GET /chat-rooms/{id}/messages', {
        params: { id: room.id },
        query: { limit: '3' },
        token: bo.token,
      }),
    ).data;
    expect(first.messages.map((m) => m.text)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    expect(first.hasMore).toBe(true);
    const before = first.messages.at(-1)?.sentAt;
    const second = must(
      await t.call('GET /chat-rooms/{id}/messages', {
        params: { id: room.id },
        query: { limit: '3', ...(before ? { before } : {}) },
        token: bo.token,
      }),
    ).data;
    expect(second.messages.map((m) => m.text)).toEqual(['Message 2', 'Message 1']);
    expect(second.hasMore).toBe(false);

    const unread = must(await t.call('GET /chat-rooms/unread-messages', { token: bo.token })).data;
    expect(unread).toEqual({ total: 5, rooms: [{ roomId: room.id, tourId: tour.id, unread: 5 }] });
    expect(must(await t.call('GET /chat-rooms/unread-messages', { token: ada.token })).data.total).toBe(0);
    await visitChatRoom(t, bo.token, room.id);
    expect(must(await t.call('GET /chat-rooms/unread-messages', { token: bo.token })).data.total).toBe(0);
  });

  it('refuses an empty or oversized message and bad paging, changing nothing', async () => {
    const { tour, ada, bo } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    for (const text of ['', '   ', 'x'.repeat(4001)]) {
      const sent = await t.call('POST /chat-rooms/{id}/messages', {
        params: { id: room.id },
        body: { text },
        token: ada.token,
      });
      expect(sent.status).toBe(400);
    }
    const paging = await t.call('GET /chat-rooms/{id}/messages', {
      params: { id: room.id },
      query: { limit: '0', before: 'yesterday' },
      token: ada.token,
    });
    expect(paging.status).toBe(400);
    const page = must(
      await t.call('GET /chat-rooms/{id}/messages', { params: { id: room.id }, query: {}, token: ada.token }),
    ).data;
    expect(page.messages).toEqual([]);
  });

  it('a read mark never moves backwards, nor past the server’s now', async () => {
    const { tour, ada, bo } = await crewedTour();
    const room = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] });
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const capped = must(
      await t.call('PATCH /chat-rooms/{id}/visit', {
        params: { id: room.id },
        body: { readUpTo: later },
        token: bo.token,
      }),
    ).data;
    expect(capped.lastReadAt).toBe(t.clock.now().toISOString());
    const old = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const kept = must(
      await t.call('PATCH /chat-rooms/{id}/visit', {
        params: { id: room.id },
        body: { readUpTo: old },
        token: bo.token,
      }),
    ).data;
    expect(kept.lastReadAt).toBe(capped.lastReadAt);
  });
});

describe('each person’s own state', () => {
  it('archiving and muting are the caller’s alone; lists are active or archived, latest first', async () => {
    const { tour, ada, bo } = await crewedTour();
    const older = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] }, 'Older');
    t.clock.advance(5);
    const newer = await createChatRoom(t, ada.token, tour.id, { userIds: [bo.user.id] }, 'Newer');
    t.clock.advance(5);
    await sendChatMessage(t, ada.token, older.id, 'Bump');
    const list = async (token: string, archived: 'true' | 'false') =>
      must(await t.call('GET /chat-rooms', { query: { archived }, token })).data.map((r) => r.name);
    expect(await list(bo.token, 'false')).toEqual(['Older', 'Newer']);

    must(
      await t.call('PATCH /chat-rooms/{id}/archive', { params: { id: newer.id }, body: {}, token: bo.token }),
    );
    must(
      await t.call('PATCH /chat-rooms/{id}/mute', {
        params: { id: older.id },
        body: { muted: true },
        token: bo.token,
      }),
    );
    expect(await list(bo.token, 'false')).toEqual(['Older']);
    expect(await list(bo.token, 'true')).toEqual(['Newer']);
    expect(await list(ada.token, 'false')).toEqual(['Older', 'Newer']);
    const boView = must(
      await t.call('GET /chat-rooms/{id}', { params: { id: older.id }, token: bo.token }),
    ).data;
    const adaView = must(
      await t.call('GET /chat-rooms/{id}', { params: { id: older.id }, token: ada.token }),
    ).data;
    expect([boView.muted, adaView.muted]).toEqual([true, false]);

    must(
      await t.call('PATCH /chat-rooms/{id}/archive', {
        params: { id: newer.id },
        body: { archived: false },
        token: bo.token,
      }),
    );
    expect(await list(bo.token, 'true')).toEqual([]);
    const badMute = await t.patch(`/api/chat-rooms/${older.id}/mute`, {}, { token: bo.token });
    expect(badMute.status).toBe(400);
  });
});
