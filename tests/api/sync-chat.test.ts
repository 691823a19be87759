/**
 * Conversations through the sync protocol: a room reaches its members' devices only (whatever their
 * role), whoever joins receives its history on their next incremental pull, whoever leaves receives
 * the room as a delete, a read state reaches its owner only, and a message queued offline is stored
 * once however often it is pushed.
 */
import { describe, expect, it } from 'vitest';
import { chatReadId } from '#contract/chat';
import type { Change } from '#contract/sync';
import { createChatRoom, sendChatMessage, visitChatRoom } from '../support/chat-factories';
import { addGroupMembers, groupWith } from '../support/group-factories';
import { setupTestApp } from '../support/test-app';
import { device, joinTour, must, ownerWithTour, pullAll } from '../support/tour-factories';

const t = await setupTestApp();

const CHAT = new Set(['chatRoom', 'chatMember', 'chatMessage', 'chatRead']);

async function chatSince(token: string, tourId: string, since = 0) {
  const pages = await pullAll(t, token, tourId, since);
  return {
    version: pages.at(-1)?.version ?? since,
    changes: pages.flatMap((page) => page.changes).filter((change) => CHAT.has(change.entity)),
  };
}
const upserts = (changes: Change[], entity: string) =>
  changes.filter((c) => c.entity === entity && c.op === 'upsert').map((c) => c.data);

async function roomWithHistory() {
  const made = await ownerWithTour(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const room = await createChatRoom(t, ada.token, made.tour.id, { userIds: [bo.user.id] });
  await sendChatMessage(t, ada.token, room.id, 'First');
  await sendChatMessage(t, bo.token, room.id, 'Second');
  await visitChatRoom(t, ada.token, room.id);
  await visitChatRoom(t, bo.token, room.id);
  return { ...made, ada, bo, room };
}

describe('a conversation in the pull', () => {
  it('reaches its members with every message and their own read state only', async () => {
    const { tour, ada, room } = await roomWithHistory();
    const { changes } = await chatSince(ada.token, tour.id);
    expect(upserts(changes, 'chatRoom').map((r) => r?.id)).toEqual([room.id]);
    expect(upserts(changes, 'chatMessage').map((m) => m?.text)).toEqual(['First', 'Second']);
    expect(upserts(changes, 'chatMember')).toHaveLength(2);
    expect(upserts(changes, 'chatRead').map((r) => r?.id)).toEqual([chatReadId(room.id, ada.user.id)]);
  });

  it('never reaches anyone outside it — the tour owner and managers included', async () => {
    const { owner, tour } = await roomWithHistory();
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Mia');
    for (const outsider of [owner, manager]) {
      const { changes } = await chatSince(outsider.token, tour.id);
      expect(changes.filter((c) => c.op === 'upsert')).toEqual([]);
    }
  });

  it('whoever joins receives the history on their next pull; whoever leaves receives the room as a delete', async () => {
    const { owner, tour, ada, room } = await roomWithHistory();
    const mia = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Mia');
    const before = await chatSince(mia.token, tour.id);
    expect(upserts(before.changes, 'chatMessage')).toEqual([]);

    const added = must(
      await t.call('POST /chat-rooms/{id}/members', {
        params: { id: room.id },
        body: { userIds: [mia.user.id] },
        token: ada.token,
      }),
      201,
    ).data;
    const joined = await chatSince(mia.token, tour.id, before.version);
    expect(upserts(joined.changes, 'chatRoom').map((r) => r?.id)).toEqual([room.id]);
    expect(upserts(joined.changes, 'chatMessage').map((m) => m?.text)).toEqual(['First', 'Second']);
    expect(upserts(joined.changes, 'chatMember')).toHaveLength(3);

    const miaMember = added.members.find((m) => m.userId === mia.user.id);
    must(await t.del(`/api/chat-rooms/${room.id}/members/${miaMember?.id}`, undefined, { token: ada.token }));
    const left = await chatSince(mia.token, tour.id, joined.version);
    expect(left.changes.map((c) => [c.entity, c.id, c.op])).toEqual([
      ['chatMember', miaMember?.id, 'delete'],
      ['chatRoom', room.id, 'delete'],
    ]);
  });

  it('follows a group: joining the group brings the room, leaving it takes the room away', async () => {
    const made = await ownerWithTour(t);
    const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
    const audio = await groupWith(t, made.owner.token, made.tour.id, [], 'Audio');
    const room = await createChatRoom(t, made.owner.token, made.tour.id, { groupIds: [audio.id] });
    await sendChatMessage(t, made.owner.token, room.id, 'Audio team: RF scan at 15:00');
    const before = await chatSince(ada.token, made.tour.id);
    expect(upserts(before.changes, 'chatMessage')).toEqual([]);

    const group = await addGroupMembers(t, made.owner.token, audio.id, [ada.user.id]);
    const joined = await chatSince(ada.token, made.tour.id, before.version);
    expect(upserts(joined.changes, 'chatMessage').map((m) => m?.text)).toEqual([
      'Audio team: RF scan at 15:00',
    ]);

    const membership = group.members.find((m) => m.userId === ada.user.id);
    must(
      await t.del(`/api/groups/${audio.id}/members/${membership?.id}`, undefined, {
        token: made.owner.token,
      }),
    );
    const left = await chatSince(ada.token, made.tour.id, joined.version);
    expect(left.changes.filter((c) => c.entity === 'chatRoom').map((c) => c.op)).toEqual(['delete']);
  });
});

describe('a message queued offline', () => {
  it('is stored once when its push is retried or resent under a new mutation id', async () => {
    const { tour, ada, bo, room } = await roomWithHistory();
    const phone = device(t, bo.token);
    const message = { id: crypto.randomUUID(), text: 'Sent from the basement' };
    const send = phone.mutation('chatMessage.send', { roomId: room.id, message }, tour.id);
    const first = must(await phone.push([send])).data.results;
    const retried = must(await phone.push([send])).data.results;
    const resent = must(
      await phone.push([phone.mutation('chatMessage.send', { roomId: room.id, message }, tour.id)]),
    ).data.results;
    expect([first[0]?.status, retried[0]?.status, resent[0]?.status]).toEqual([
      'applied',
      'duplicate',
      'applied',
    ]);
    const { changes } = await chatSince(ada.token, tour.id);
    expect(upserts(changes, 'chatMessage').map((m) => m?.text)).toEqual([
      'First',
      'Second',
      'Sent from the basement',
    ]);
  });

  it('marks the room read for its sender only, never backwards', async () => {
    const { tour, bo, room } = await roomWithHistory();
    const phone = device(t, bo.token);
    const readUpTo = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const visit = phone.mutation('chatRoom.visit', { roomId: room.id, readUpTo }, tour.id);
    expect(must(await phone.push([visit])).data.results[0]?.status).toBe('applied');
    const { changes } = await chatSince(bo.token, tour.id);
    // The earlier visit (REST, at the server's now) stays: a late offline visit never moves it back.
    expect(upserts(changes, 'chatRead')).toEqual([
      expect.objectContaining({
        id: chatReadId(room.id, bo.user.id),
        lastReadAt: t.clock.now().toISOString(),
      }),
    ]);
  });

  it('is refused for a room the sender is not in, changing nothing', async () => {
    const { owner, tour, ada, room } = await roomWithHistory();
    const phone = device(t, owner.token);
    const send = phone.mutation(
      'chatMessage.send',
      { roomId: room.id, message: { id: crypto.randomUUID(), text: 'Let me in' } },
      tour.id,
    );
    const [result] = must(await phone.push([send])).data.results;
    expect(result).toMatchObject({ status: 'rejected', code: 'not_found' });
    const { changes } = await chatSince(ada.token, tour.id);
    expect(upserts(changes, 'chatMessage')).toHaveLength(2);
  });
});
