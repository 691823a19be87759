/**
 * "Assigned only" events through groups: the people a group holds see its events everywhere, and
 * each change of membership or assignment reaches their next incremental pull (no reset).
 */
import { describe, expect, it } from 'vitest';
import type { Event } from '#contract/events';
import type { PullResponse } from '#contract/sync';
import { addGroupMembers, createGroup, groupOf, groupWith } from '../support/group-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  getEvent,
  joinTour,
  must,
  pull,
  pullAll,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

async function since(token: string, tourId: string, version: number) {
  const pages = await pullAll(t, token, tourId, version);
  return {
    version: pages.at(-1)?.version ?? version,
    changes: pages.flatMap((p) => p.changes),
    reset: pages.some((p) => p.reset),
  };
}
const about = (changes: PullResponse['changes'], eventId: string) =>
  changes.filter((c) => c.id === eventId || c.data?.eventId === eventId).map((c) => [c.entity, c.op]);

/** Every read a member has of an event: detail, tour list, v2 schedule, upcoming, calendar. */
async function readsOf(token: string, event: Event) {
  const has = (list: { id: string }[]) => list.some((e) => e.id === event.id);
  const byTour = { params: { id: event.tourId }, token };
  const schedule = must(await t.call('GET /v2/events/tour/{id}', byTour)).data;
  return {
    detail: (await getEvent(t, token, event.id)).status,
    list: has(must(await t.call('GET /events/tour/{id}', byTour)).data),
    schedule: has(schedule.flatMap((d) => d.events)),
    upcoming: has(must(await t.call('GET /events/upcoming', { token })).data),
    calendar: has(
      must(await t.call('GET /combined-calendar', { query: { from: '2027-04-01', to: '2027-04-30' }, token }))
        .data,
    ),
  };
}
const SEES = { detail: 200, list: true, schedule: true, upcoming: true, calendar: true };
const HIDDEN = { detail: 404, list: false, schedule: false, upcoming: false, calendar: false };

async function secretForAGroup() {
  const made = await tourWithShowDay(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const audio = await groupWith(t, made.owner.token, made.tour.id, [ada.user.id], 'Audio');
  const secret = await createEvent(t, made.owner.token, made.day.id, {
    title: 'Line check',
    visibility: 'ASSIGNED_ONLY',
    personnelGroupIds: [audio.id],
  });
  return { ...made, ada, bo, audio, secret };
}

describe('assigned-only events through groups', () => {
  it('reach the members of an assigned group in every read and pull, and nobody else', async () => {
    const { tour, ada, bo, secret } = await secretForAGroup();
    expect(await readsOf(ada.token, secret)).toEqual(SEES);
    expect(await readsOf(bo.token, secret)).toEqual(HIDDEN);
    const adaPull = await since(ada.token, tour.id, 0);
    expect(about(adaPull.changes, secret.id)).toEqual([
      ['event', 'upsert'],
      ['eventGroup', 'upsert'],
    ]);
    const boPull = await since(bo.token, tour.id, 0);
    expect(about(boPull.changes, secret.id)).toEqual([['event', 'delete']]);
    // Its group assignment goes out as a bare tombstone too: not even which group is on it.
    expect(boPull.changes.filter((c) => c.entity === 'eventGroup')).toEqual([
      { entity: 'eventGroup', id: expect.any(String), op: 'delete', version: secret.version, data: null },
    ]);
    expect(JSON.stringify(boPull)).not.toContain('Line check');
  });

  it('a member added to the group gains the event on their next pull; removed, loses it', async () => {
    const { owner, tour, bo, audio, secret } = await secretForAGroup();
    const before = await since(bo.token, tour.id, 0);
    const joined = await addGroupMembers(t, owner.token, audio.id, [bo.user.id]);
    const gained = await since(bo.token, tour.id, before.version);
    expect(gained.reset).toBe(false);
    expect(gained.changes.find((c) => c.id === secret.id)).toMatchObject({
      op: 'upsert',
      data: { title: 'Line check' },
    });
    expect(about(gained.changes, secret.id)).toContainEqual(['eventGroup', 'upsert']);
    expect(gained.changes.filter((c) => c.entity === 'tourDay')).toEqual([]);
    expect(await readsOf(bo.token, secret)).toEqual(SEES);

    const membership = joined.members.find((m) => m.userId === bo.user.id);
    must(await t.del(`/api/groups/${audio.id}/members/${membership?.id}`, undefined, { token: owner.token }));
    const lost = await since(bo.token, tour.id, gained.version);
    expect(lost.changes.find((c) => c.id === secret.id)).toEqual({
      entity: 'event',
      id: secret.id,
      op: 'delete',
      version: lost.version,
      data: null,
    });
    expect(JSON.stringify(lost)).not.toContain('Line check');
    expect(await readsOf(bo.token, secret)).toEqual(HIDDEN);
  });

  it('assigning a group to an event (or taking it off) reaches its members’ pulls', async () => {
    const { owner, tour, day, ada, bo } = await secretForAGroup();
    const backline = await groupWith(t, owner.token, tour.id, [bo.user.id], 'Backline');
    const solo = await createEvent(t, owner.token, day.id, {
      title: 'Tuning',
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [ada.user.id],
    });
    const start = await since(bo.token, tour.id, 0);
    must(
      await t.patch(`/api/events/${solo.id}`, { personnelGroupIds: [backline.id] }, { token: owner.token }),
    );
    const gained = await since(bo.token, tour.id, start.version);
    expect(about(gained.changes, solo.id)).toEqual(
      expect.arrayContaining([
        ['event', 'upsert'],
        ['eventPersonnel', 'upsert'],
        ['eventGroup', 'upsert'],
      ]),
    );
    must(
      await t.del(`/api/events/${solo.id}/personnel-groups/${backline.id}`, undefined, {
        token: owner.token,
      }),
    );
    const lost = await since(bo.token, tour.id, gained.version);
    expect(lost.changes.find((c) => c.id === solo.id)?.op).toBe('delete');
    must(
      await t.post(
        `/api/events/${solo.id}/personnel-groups`,
        { groupIds: [backline.id] },
        { token: owner.token },
      ),
      201,
    );
    expect((await since(bo.token, tour.id, lost.version)).changes.find((c) => c.id === solo.id)?.op).toBe(
      'upsert',
    );
  });

  it('deleting the group takes its events away from its members', async () => {
    const { owner, tour, ada, audio, secret } = await secretForAGroup();
    must(
      await t.post(
        `/api/events/${secret.id}/personnel`,
        { userIds: [owner.user.id] },
        { token: owner.token },
      ),
      201,
    );
    const start = await since(ada.token, tour.id, 0);
    must(await t.del(`/api/groups/${audio.id}`, undefined, { token: owner.token }));
    const after = await since(ada.token, tour.id, start.version);
    expect(after.changes.find((c) => c.id === secret.id)?.op).toBe('delete');
    expect(after.changes.find((c) => c.id === audio.id)).toMatchObject({ entity: 'group', op: 'delete' });
    expect(await readsOf(ada.token, secret)).toEqual(HIDDEN);
  });

  it('events for everyone do not change with groups; managers see every event', async () => {
    const { owner, tour, day, ada, bo, audio, secret } = await secretForAGroup();
    const open = await createEvent(t, owner.token, day.id, { title: 'Doors', personnelGroupIds: [audio.id] });
    expect(await readsOf(bo.token, open)).toEqual(SEES);
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Cy');
    expect(await readsOf(manager.token, secret)).toEqual(SEES);
    const start = must(await pull(t, ada.token, tour.id)).data.version;
    await addGroupMembers(t, owner.token, (await createGroup(t, owner.token, tour.id, 'Empty')).id, [
      bo.user.id,
    ]);
    const changes = (await since(ada.token, tour.id, start)).changes;
    expect(changes.some((c) => c.entity === 'event')).toBe(false);
    expect((await groupOf(t, ada.token, audio.id)).members.map((m) => m.userId)).toEqual([ada.user.id]);
  });
});
