import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, type GroupWithMembers } from '#contract/groups';
import { MESSAGES } from '#contract/messages';
import { signedInUser } from '../support/factories';
import { addGroupMembers, createGroup, groupOf } from '../support/group-factories';
import { setupTestApp } from '../support/test-app';
import {
  addPersonnel,
  type ErrorBody,
  joinTour,
  liveRows,
  must,
  ownerWithTour,
} from '../support/tour-factories';

const t = await setupTestApp();

async function crewedTour() {
  const made = await ownerWithTour(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  return { ...made, ada, bo };
}

const names = (group: GroupWithMembers) => group.members.map((m) => m.firstName);

describe('groups of a tour', () => {
  it('a manager creates, lists, renames and deletes a group; members read it', async () => {
    const { owner, tour, ada } = await crewedTour();
    const id = crypto.randomUUID();
    const created = await t.call('POST /groups/{id}', {
      params: { id: tour.id },
      body: { id, name: ' Audio ' },
      token: owner.token,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id, tourId: tour.id, name: 'Audio', members: [] });
    await createGroup(t, owner.token, tour.id, 'Backline');

    const listed = must(await t.call('GET /groups/tour/{id}', { params: { id: tour.id }, token: ada.token }));
    expect(listed.data.map((g) => g.name)).toEqual(['Audio', 'Backline']);
    expect((await groupOf(t, ada.token, id)).name).toBe('Audio');

    const renamed = must(
      await t.call('PATCH /groups/{id}', { params: { id }, body: { name: 'Sound' }, token: owner.token }),
    );
    expect(renamed.data.name).toBe('Sound');
    must(await t.del(`/api/groups/${id}`, undefined, { token: owner.token }));
    expect((await t.get(`/api/groups/${id}`, { token: owner.token })).status).toBe(404);
    expect((await t.del(`/api/groups/${id}`, undefined, { token: owner.token })).status).toBe(404);
    expect((await liveRows(t, ada.token, tour.id, 'group')).size).toBe(1);
  });

  it('adds and removes members, one row each; people already in it stay as they are', async () => {
    const { owner, tour, ada, bo } = await crewedTour();
    const group = await createGroup(t, owner.token, tour.id);
    const added = await addGroupMembers(t, owner.token, group.id, [ada.user.id]);
    expect(names(added)).toEqual(['Ada']);
    const again = await addGroupMembers(t, owner.token, group.id, [ada.user.id, bo.user.id]);
    expect(names(again)).toEqual(['Ada', 'Bo']);
    expect(again.members.find((m) => m.userId === ada.user.id)?.id).toBe(added.members[0]?.id);

    const members = must(
      await t.call('GET /groups/{id}/members', { params: { id: group.id }, token: bo.token }),
    );
    expect(members.data.map((m) => m.email)).toEqual([ada.email, bo.email]);
    const adaRow = members.data.find((m) => m.userId === ada.user.id);
    must(await t.del(`/api/groups/${group.id}/members/${adaRow?.id}`, undefined, { token: owner.token }));
    expect(names(await groupOf(t, owner.token, group.id))).toEqual(['Bo']);
    expect(
      (await t.del(`/api/groups/${group.id}/members/${adaRow?.id}`, undefined, { token: owner.token }))
        .status,
    ).toBe(404);

    const synced = await liveRows(t, bo.token, tour.id, 'groupMember');
    expect([...synced.values()]).toEqual([
      { id: expect.any(String), tourId: tour.id, groupId: group.id, userId: bo.user.id },
    ]);
  });

  it('two managers adding people at the same time both keep theirs', async () => {
    const { owner, tour, ada, bo } = await crewedTour();
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Cy');
    const group = await createGroup(t, owner.token, tour.id);
    const [first, second] = await Promise.all([
      t.post(`/api/groups/${group.id}/members`, { userIds: [ada.user.id] }, { token: owner.token }),
      t.post(`/api/groups/${group.id}/members`, { userIds: [bo.user.id] }, { token: manager.token }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(names(await groupOf(t, ada.token, group.id))).toEqual(['Ada', 'Bo']);
    const synced = await liveRows(t, ada.token, tour.id, 'groupMember');
    expect([...synced.values()].map((m) => m.userId).sort()).toEqual([ada.user.id, bo.user.id].sort());
  });

  it('bad input answers 400 with field messages and writes nothing', async () => {
    const { owner, tour, ada } = await crewedTour();
    const outsider = await signedInUser(t, { firstName: 'Out' });
    const invited = 'not-yet-signed-up@example.com';
    await addPersonnel(t, owner.token, tour.id, invited);
    const group = await createGroup(t, owner.token, tour.id);
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [`/api/groups/${tour.id}`, {}, { name: MESSAGES.required }],
      [`/api/groups/${tour.id}`, { name: '   ' }, { name: MESSAGES.cannotBeEmpty }],
      [`/api/groups/${tour.id}`, { name: 'x'.repeat(101) }, { name: 'Must be at most 100 characters' }],
      [`/api/groups/${tour.id}`, { id: 'abc', name: 'Audio' }, { id: 'Must be a valid id' }],
      [`/api/groups/${group.id}/members`, { userIds: [] }, { userIds: 'Choose at least one person' }],
      [`/api/groups/${group.id}/members`, { userIds: ['nope'] }, { 'userIds.0': 'Must be a valid id' }],
      [
        `/api/groups/${group.id}/members`,
        { userIds: [ada.user.id, outsider.user.id] },
        { userIds: GROUP_MESSAGES.notPersonnel },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const response = await t.post<ErrorBody>(path, body, { token: owner.token });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }
    const renamed = await t.patch<ErrorBody>(`/api/groups/${group.id}`, { name: '' }, { token: owner.token });
    expect(renamed.body.error.fields).toEqual({ name: MESSAGES.cannotBeEmpty });
    const groups = must(
      await t.call('GET /groups/tour/{id}', { params: { id: tour.id }, token: owner.token }),
    );
    expect(groups.data).toEqual([{ ...group, members: [] }]);
  });

  it('members read but may not write (403); another tenant gets 404', async () => {
    const { owner, tour, ada } = await crewedTour();
    const group = await createGroup(t, owner.token, tour.id);
    const member = { token: ada.token };
    const writes = [
      t.post<ErrorBody>(`/api/groups/${tour.id}`, { name: 'Mine' }, member),
      t.patch<ErrorBody>(`/api/groups/${group.id}`, { name: 'Mine' }, member),
      t.del<ErrorBody>(`/api/groups/${group.id}`, undefined, member),
      t.post<ErrorBody>(`/api/groups/${group.id}/members`, { userIds: [ada.user.id] }, member),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    expect((await groupOf(t, owner.token, group.id)).members).toEqual([]);

    const stranger = await signedInUser(t);
    for (const path of [
      `/api/groups/${group.id}`,
      `/api/groups/tour/${tour.id}`,
      `/api/groups/${group.id}/members`,
    ]) {
      expect((await t.get(path, { token: stranger.token })).status, path).toBe(404);
    }
  });

  it('taking someone off the tour takes them out of its groups in the same write', async () => {
    const { owner, tour, ada, bo } = await crewedTour();
    const group = await createGroup(t, owner.token, tour.id);
    await addGroupMembers(t, owner.token, group.id, [ada.user.id, bo.user.id]);
    const before = (await liveRows(t, bo.token, tour.id, 'groupMember')).size;
    must(
      await t.del(`/api/tours/${tour.id}/personnel/${ada.personnel.id}`, undefined, { token: owner.token }),
    );
    expect(names(await groupOf(t, owner.token, group.id))).toEqual(['Bo']);
    expect(before).toBe(2);
    expect((await liveRows(t, bo.token, tour.id, 'groupMember')).size).toBe(1);
  });
});
