import { describe, expect, it } from 'vitest';
import { NO_SUCH_GROUP } from '#contract/event-personnel';
import { ASSIGNEE_REQUIRED_MESSAGE, type Event } from '#contract/events';
import { signedInUser } from '../support/factories';
import { createGroup, groupWith } from '../support/group-factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  type ErrorBody,
  getEvent,
  joinTour,
  must,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();
const NOT_ON_TOUR = 'No users are available to select. Please add the person to your project/tour first.';

async function showWithCrew() {
  const made = await tourWithShowDay(t);
  const ada = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Ada');
  const bo = await joinTour(t, made.owner.token, made.tour.id, 'TOUR_MEMBER', 'Bo');
  const event = await createEvent(t, made.owner.token, made.day.id);
  return { ...made, ada, bo, event };
}

const personnelOf = async (token: string, eventId: string) =>
  must(await t.call('GET /events/{id}/personnel', { params: { id: eventId }, token })).data;

describe('people on an event', () => {
  it('assigns people, lists them, sets a role there and takes them off', async () => {
    const { owner, ada, bo, event } = await showWithCrew();
    const auth = { token: owner.token };
    const added = await t.call('POST /events/{id}/personnel', {
      params: { id: event.id },
      body: { userIds: [ada.user.id] },
      ...auth,
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual([
      {
        id: expect.any(String),
        eventId: event.id,
        userId: ada.user.id,
        role: null,
        email: ada.email,
        firstName: 'Ada',
        lastName: 'Road',
      },
    ]);
    must(
      await t.post(`/api/events/${event.id}/personnel`, { userIds: [ada.user.id, bo.user.id] }, auth),
      201,
    );
    const listed = await personnelOf(bo.token, event.id);
    expect(listed.map((p) => p.firstName)).toEqual(['Ada', 'Bo']);
    expect(listed[0]?.id).toBe(added.body.data[0]?.id);

    const roles = must(await t.call('GET /event-personnel-roles', auth)).data;
    expect(roles).toContainEqual({ id: 'DRIVER', label: 'Driver' });
    const adaRow = listed[0]?.id;
    const patched = must(
      await t.call('PATCH /events/{id}/personnel/{personnelId}', {
        params: { id: event.id, personnelId: adaRow ?? '' },
        body: { role: 'DRIVER' },
        ...auth,
      }),
    );
    expect(patched.data).toMatchObject({ id: adaRow, userId: ada.user.id, role: 'DRIVER' });
    expect((await getEvent(t, owner.token, event.id)).body.data.personnelUserIds.sort()).toEqual(
      [ada.user.id, bo.user.id].sort(),
    );

    must(await t.del(`/api/events/${event.id}/personnel/${adaRow}`, undefined, auth));
    expect((await personnelOf(owner.token, event.id)).map((p) => p.firstName)).toEqual(['Bo']);
    expect((await t.del(`/api/events/${event.id}/personnel/${adaRow}`, undefined, auth)).status).toBe(404);
  });

  it('assigns groups, lists them and takes one off', async () => {
    const { owner, tour, ada, event } = await showWithCrew();
    const audio = await groupWith(t, owner.token, tour.id, [ada.user.id], 'Audio');
    const backline = await createGroup(t, owner.token, tour.id, 'Backline');
    const auth = { token: owner.token };
    const added = await t.call('POST /events/{id}/personnel-groups', {
      params: { id: event.id },
      body: { groupIds: [backline.id, audio.id] },
      ...auth,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.map((g) => g.name)).toEqual(['Audio', 'Backline']);
    expect((await getEvent(t, ada.token, event.id)).body.data.personnelGroupIds.sort()).toEqual(
      [audio.id, backline.id].sort(),
    );
    must(await t.del(`/api/events/${event.id}/personnel-groups/${backline.id}`, undefined, auth));
    const left = must(
      await t.call('GET /events/{id}/personnel-groups', { params: { id: event.id }, token: ada.token }),
    );
    expect(left.data.map((g) => g.groupId)).toEqual([audio.id]);
    expect(
      (await t.del(`/api/events/${event.id}/personnel-groups/${backline.id}`, undefined, auth)).status,
    ).toBe(404);
  });

  it('bad input is 400: people not on the tour, groups of another tour, unknown roles; nothing is written', async () => {
    const { owner, tour, ada, event } = await showWithCrew();
    const outsider = await signedInUser(t);
    const other = await tourWithShowDay(t);
    const foreignGroup = await createGroup(t, other.owner.token, other.tour.id);
    const auth = { token: owner.token };
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['personnel', { userIds: [ada.user.id, outsider.user.id] }, { userIds: NOT_ON_TOUR }],
      ['personnel', { userIds: [] }, { userIds: 'Choose at least one' }],
      ['personnel', {}, { userIds: 'This field is required' }],
      ['personnel-groups', { groupIds: [foreignGroup.id] }, { personnelGroupIds: NO_SUCH_GROUP }],
      ['personnel-groups', { groupIds: ['x'] }, { 'groupIds.0': 'Must be a valid id' }],
    ];
    for (const [sub, body, fields] of cases) {
      const response = await t.post<ErrorBody>(`/api/events/${event.id}/${sub}`, body, auth);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields).toEqual(fields);
    }
    must(await t.post(`/api/events/${event.id}/personnel`, { userIds: [ada.user.id] }, auth), 201);
    const [row] = await personnelOf(owner.token, event.id);
    const badRole = await t.patch<ErrorBody>(
      `/api/events/${event.id}/personnel/${row?.id}`,
      { role: 'CHEF' },
      auth,
    );
    expect(badRole.body.error.fields).toEqual({ role: 'Choose a role from the list' });
    const after = must(await getEvent(t, owner.token, event.id)).data;
    expect([after.personnelUserIds, after.personnelGroupIds]).toEqual([[ada.user.id], []]);
    expect(tour.id).toBe(after.tourId);
  });

  it('an assigned-only event keeps at least one person or group', async () => {
    const { owner, tour, day, ada } = await showWithCrew();
    const auth = { token: owner.token };
    const none = await t.post<ErrorBody>(
      `/api/events/${day.id}`,
      {
        type: 'SHOW',
        title: 'x',
        startAt: '2027-04-10T19:00:00Z',
        endAt: '2027-04-10T20:00:00Z',
        visibility: 'ASSIGNED_ONLY',
        personnelGroupIds: [],
      },
      auth,
    );
    expect(none.body.error.fields).toEqual({ personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE });
    const crew = await groupWith(t, owner.token, tour.id, [ada.user.id], 'Crew');
    const secret = await createEvent(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelGroupIds: [crew.id],
    });
    expect(secret.personnelGroupIds).toEqual([crew.id]);
    const lastGroup = await t.del<ErrorBody>(
      `/api/events/${secret.id}/personnel-groups/${crew.id}`,
      undefined,
      auth,
    );
    expect([lastGroup.status, lastGroup.body.error.fields]).toEqual([
      400,
      { personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE },
    ]);
    const emptied = await t.patch<ErrorBody>(`/api/events/${secret.id}`, { personnelGroupIds: [] }, auth);
    expect(emptied.status).toBe(400);
    must(await t.post(`/api/events/${secret.id}/personnel`, { userIds: [owner.user.id] }, auth), 201);
    const [mine] = await personnelOf(owner.token, secret.id);
    must(await t.del(`/api/events/${secret.id}/personnel-groups/${crew.id}`, undefined, auth));
    const lastPerson = await t.del<ErrorBody>(
      `/api/events/${secret.id}/personnel/${mine?.id}`,
      undefined,
      auth,
    );
    expect(lastPerson.status).toBe(400);
    expect(must(await getEvent(t, owner.token, secret.id)).data.personnelUserIds).toEqual([owner.user.id]);
  });

  it('members see who is on it but may not change it (403); another tenant gets 404', async () => {
    const { owner, ada, event } = await showWithCrew();
    must(
      await t.post(`/api/events/${event.id}/personnel`, { userIds: [ada.user.id] }, { token: owner.token }),
      201,
    );
    const [row] = await personnelOf(ada.token, event.id);
    const member = { token: ada.token };
    const writes = await Promise.all([
      t.post<ErrorBody>(`/api/events/${event.id}/personnel`, { userIds: [ada.user.id] }, member),
      t.patch<ErrorBody>(`/api/events/${event.id}/personnel/${row?.id}`, { role: 'LEAD' }, member),
      t.del<ErrorBody>(`/api/events/${event.id}/personnel/${row?.id}`, undefined, member),
      t.post<ErrorBody>(
        `/api/events/${event.id}/personnel-groups`,
        { groupIds: [crypto.randomUUID()] },
        member,
      ),
    ]);
    expect(writes.map((w) => w.status)).toEqual([403, 403, 403, 403]);
    expect((await personnelOf(owner.token, event.id))[0]?.role).toBeNull();
    const stranger = await signedInUser(t);
    for (const path of [`/api/events/${event.id}/personnel`, `/api/events/${event.id}/personnel-groups`]) {
      expect((await t.get(path, { token: stranger.token })).status).toBe(404);
    }
  });

  it('an assigned-only event’s people are hidden from those it does not reach (404)', async () => {
    const { owner, day, ada, bo } = await showWithCrew();
    const secret: Event = await createEvent(t, owner.token, day.id, {
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [ada.user.id],
    });
    expect((await t.get(`/api/events/${secret.id}/personnel`, { token: bo.token })).status).toBe(404);
    expect((await personnelOf(ada.token, secret.id)).map((p) => p.userId)).toEqual([ada.user.id]);
  });
});
