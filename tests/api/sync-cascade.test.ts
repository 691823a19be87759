/**
 * The cascade list (contract/sync-cascade.ts) against the real server: deleting each parent the list
 * names tombstones it and every row hanging off it in ONE version, and afterwards no live row a
 * device holds points at a deleted one. A day is the exception the list allows: the server refuses
 * to remove a day while anything hangs off it, so its cascade never has anything to take.
 */
import { describe, expect, it } from 'vitest';
import type { Change } from '#contract/sync';
import { childrenOf, SYNC_CHILDREN, type SyncParentEntity } from '#contract/sync-cascade';
import { createChatRoom, sendChatMessage, visitChatRoom } from '../support/chat-factories';
import { dayFile } from '../support/file-factories';
import { SAMPLES } from '../support/file-samples';
import { groupWith } from '../support/group-factories';
import {
  addItem,
  addLabor,
  laborType,
  riderFile,
  supportingAct,
  tourWithRider,
} from '../support/rider-factories';
import { addToRoom, createRoom, hotelStay } from '../support/room-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  createNote,
  daysOf,
  joinTour,
  must,
  ownerWithTour,
  pullAll,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

/** One parent to delete, on a tour the owner pulls. */
interface Case {
  token: string;
  tourId: string;
  entity: SyncParentEntity;
  id: string;
  remove: () => Promise<unknown>;
}

async function changesOf(token: string, tourId: string, since = 0): Promise<Change[]> {
  return (await pullAll(t, token, tourId, since))
    .flatMap((page) => page.changes)
    .filter((c) => c.entity !== 'tour');
}

/** Every live row of the mirror, and every id a tombstone ever named. */
function mirror(changes: Change[]) {
  const live = new Map<string, Change>();
  const deleted = new Set<string>();
  for (const change of changes) {
    if (change.op === 'delete') {
      live.delete(change.id);
      deleted.add(change.id);
    } else live.set(change.id, change);
  }
  return { live: [...live.values()], deleted };
}

/** The rows the list says hang off `ids` of `entity`, recursively (a row reached twice counts once). */
function descendants(live: Change[], entity: SyncParentEntity, ids: Set<string>, found = new Set<string>()) {
  for (const link of childrenOf(entity)) {
    const rows = live.filter((row) => row.entity === link.entity && ids.has(String(row.data?.[link.key])));
    for (const row of rows) found.add(`${row.entity}:${row.id}`);
    if (Object.hasOwn(SYNC_CHILDREN, link.entity) && rows.length > 0) {
      descendants(live, link.entity as SyncParentEntity, new Set(rows.map((row) => row.id)), found);
    }
  }
  return found;
}

const guestPath = (eventId: string) => `/api/events/${eventId}/guest-list-submissions`;
const guest = { firstName: 'Rosa', lastName: 'Parks', quantity: 2, deliveryMethod: 'WILL_CALL' };

async function crewedShow() {
  const { owner, tour, day } = await tourWithShowDay(t);
  const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
  const group = await groupWith(t, owner.token, tour.id, [ada.user.id]);
  const show = await createEvent(t, owner.token, day.id, {
    personnelUserIds: [ada.user.id],
    personnelGroupIds: [group.id],
  });
  must(await t.post(guestPath(show.id), guest, { token: ada.token }), 201);
  const room = await createChatRoom(t, owner.token, tour.id, {
    userIds: [ada.user.id],
    groupIds: [group.id],
  });
  await sendChatMessage(t, ada.token, room.id, 'Doors moved to 19:30');
  await visitChatRoom(t, owner.token, room.id);
  must(await t.call('POST /production-trackers', { body: { eventId: show.id }, token: owner.token }), 201);
  return { owner, tour, ada, group, show, room };
}

async function filledRoom() {
  const { owner, tour } = await ownerWithTour(t);
  const ada = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
  const stay = await hotelStay(t, owner.token, tour.id, { personnelUserIds: [ada.user.id] });
  const room = await createRoom(t, owner.token, stay.id);
  await addToRoom(t, owner.token, room.id, ada.user.id);
  return { owner, tour, stay, room };
}

async function fullRider() {
  const { owner, tour, member, rider } = await tourWithRider(t);
  const token = owner.token;
  await addItem(t, token, rider.id);
  must(await t.post(`/api/riders/${rider.id}/personnel`, { userId: member.user.id }, { token }), 201);
  must(await t.post(`/api/riders/${rider.id}/external-personnel`, { name: 'Sam Okafor' }, { token }), 201);
  await addLabor(t, token, rider.id, (await laborType(t, token, tour.id)).id);
  await riderFile(t, token, `riders/${rider.id}`);
  const act = await supportingAct(t, token, rider.id);
  must(await t.post(`/api/rider-supporting-acts/${act.id}/personnel`, { name: 'Jo Reyes' }, { token }), 201);
  await riderFile(t, token, `rider-supporting-acts/${act.id}`, 'act-plot.pdf');
  return { owner, tour, rider, act };
}

/** Deleting `id` (an `entity`) through its REST route, as the tour's owner. */
function deleting(
  owner: { token: string },
  tourId: string,
  entity: SyncParentEntity,
  id: string,
  path: string,
): Case {
  const remove = async () => must(await t.del(path, undefined, { token: owner.token }));
  return { token: owner.token, tourId, entity, id, remove };
}

/** Parents the server deletes with their children: one builder per parent of the list but the day. */
const CASES: { [P in Exclude<SyncParentEntity, 'tourDay'>]: () => Promise<Case[]> } = {
  event: async () => {
    const { owner, tour, show } = await crewedShow();
    const hotel = await filledRoom();
    return [
      deleting(owner, tour.id, 'event', show.id, `/api/events/${show.id}`),
      deleting(hotel.owner, hotel.tour.id, 'event', hotel.stay.id, `/api/events/${hotel.stay.id}`),
    ];
  },
  group: async () => {
    const { owner, tour, group } = await crewedShow();
    return [deleting(owner, tour.id, 'group', group.id, `/api/groups/${group.id}`)];
  },
  accommodationRoom: async () => {
    const { owner, tour, room } = await filledRoom();
    return [deleting(owner, tour.id, 'accommodationRoom', room.id, `/api/accommodation-rooms/${room.id}`)];
  },
  rider: async () => {
    const { owner, tour, rider } = await fullRider();
    return [deleting(owner, tour.id, 'rider', rider.id, `/api/riders/${rider.id}`)];
  },
  chatRoom: async () => {
    const { owner, tour, room } = await crewedShow();
    return [deleting(owner, tour.id, 'chatRoom', room.id, `/api/chat-rooms/${room.id}`)];
  },
  riderSupportingAct: async () => {
    const { owner, tour, act } = await fullRider();
    return [deleting(owner, tour.id, 'riderSupportingAct', act.id, `/api/rider-supporting-acts/${act.id}`)];
  },
};

describe('deleting a parent of the cascade list', () => {
  it.each(Object.keys(CASES) as (keyof typeof CASES)[])(
    '%s: itself and every row hanging off it go in one version',
    async (parent) => {
      const cases = await CASES[parent]();
      const seen = new Set<string>();
      for (const c of cases) {
        const before = await changesOf(c.token, c.tourId);
        const since = (await pullAll(t, c.token, c.tourId)).at(-1)?.version ?? 0;
        const hanging = descendants(mirror(before).live, c.entity, new Set([c.id]));
        for (const row of hanging) seen.add(row.split(':')[0] ?? '');

        await c.remove();

        const after = await changesOf(c.token, c.tourId, since);
        const deletes = after.filter((change) => change.op === 'delete');
        expect(deletes.map((d) => `${d.entity}:${d.id}`).sort()).toEqual(
          [`${c.entity}:${c.id}`, ...hanging].sort(),
        );
        expect(new Set(deletes.map((d) => d.version)).size).toBe(1);
        // Nothing left on a device points at a deleted row.
        const { live, deleted } = mirror(await changesOf(c.token, c.tourId));
        const orphans = live.filter((row) =>
          Object.entries(row.data ?? {}).some(([key, value]) => key !== 'id' && deleted.has(String(value))),
        );
        expect(orphans).toEqual([]);
      }
      // The cases made a row of every kind the list names for this parent.
      expect([...seen].sort()).toEqual([...new Set(childrenOf(parent).map((link) => link.entity))].sort());
    },
  );
});

/** Something of each kind the list hangs off a day, put on `dayId`. */
const ON_A_DAY: {
  [E in (typeof SYNC_CHILDREN.tourDay)[number]['entity']]: (token: string, dayId: string) => Promise<unknown>;
} = {
  note: (token, dayId) => createNote(t, token, dayId),
  tourFile: (token, dayId) => dayFile(t, token, dayId, SAMPLES.pdf),
  event: (token, dayId) =>
    createEvent(t, token, dayId, { startAt: '2027-04-12T19:00:00.000Z', endAt: '2027-04-12T21:00:00.000Z' }),
};

describe('a day of the cascade list', () => {
  it.each(Object.keys(ON_A_DAY) as (keyof typeof ON_A_DAY)[])(
    'is not removed while a %s hangs off it',
    async (child) => {
      const { owner, tour } = await ownerWithTour(t);
      const last = (await daysOf(t, owner.token, tour.id)).at(-1);
      if (!last) throw new Error('no days');
      await tagDay(t, owner.token, last.id);
      await ON_A_DAY[child](owner.token, last.id);
      const before = await changesOf(owner.token, tour.id);

      const shrink = await t.patch(
        `/api/tours/${tour.id}`,
        { endDate: '2027-04-11' },
        { token: owner.token },
      );

      expect(shrink.status).toBe(409);
      expect(await changesOf(owner.token, tour.id)).toEqual(before);
    },
  );

  it('an empty day outside the new dates goes, and nothing points at it', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const last = (await daysOf(t, owner.token, tour.id)).at(-1);
    must(await t.patch(`/api/tours/${tour.id}`, { endDate: '2027-04-11' }, { token: owner.token }));
    const { live, deleted } = mirror(await changesOf(owner.token, tour.id));
    expect([...deleted]).toEqual([last?.id]);
    expect(live.filter((row) => Object.values(row.data ?? {}).includes(last?.id))).toEqual([]);
  });
});
