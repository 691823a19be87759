import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSIGNEE_REQUIRED_MESSAGE, EVENT_TYPES, type Event } from '#contract/events';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { tourDays } from '../../server/db/schema/index';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  acceptInvitation,
  addPersonnel,
  createEvent,
  createTour,
  type Data,
  daysOf,
  type ErrorBody,
  eventBody,
  firstOf,
  getEvent,
  joinTour,
  must,
  NEW_YORK,
  ownerWithTour,
  placeDay,
  tagDay,
  tourWithShowDay,
  validEventBody,
} from '../support/tour-factories';

const t = await setupTestApp();
const NOT_ON_TOUR = 'No users are available to select. Please add the person to your project/tour first.';

const listed = async (token: string, tourId: string) =>
  must(await t.call('GET /events/tour/{id}', { params: { id: tourId }, token })).data.map((e) => e.id);
const listedByDay = async (token: string, tourId: string) =>
  must(await t.call('GET /v2/events/tour/{id}', { params: { id: tourId }, token })).data.map((entry) =>
    entry.events.map((e) => e.id),
  );
const patchEvent = (token: string, id: string, body: Record<string, unknown>) =>
  t.patch<Data<Event> & ErrorBody>(`/api/events/${id}`, body, { token });

describe('event types', () => {
  it('GET /api/events/types answers the 10 types with labels', async () => {
    const { owner } = await ownerWithTour(t);
    const response = await t.call('GET /events/types', { token: owner.token });
    expect(response.body.data.map((x) => x.type)).toEqual([...EVENT_TYPES]);
    expect(response.body.data).toContainEqual({ type: 'LOAD_IN', label: 'Load-in', builtIn: true });
  });
});

describe('POST /api/events/{tourDayId}', () => {
  it('creates an event on a tagged day in the day’s time zone; every read answers it', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const response = await t.call('POST /events/{id}', {
      params: { id: day.id },
      body: validEventBody({ location: 'Main stage', description: null }),
      token: owner.token,
    });
    expect(response.status).toBe(201);
    const event = response.body.data;
    expect(event).toEqual({
      id: expect.any(String),
      tourId: tour.id,
      tourDayId: day.id,
      type: 'SHOW',
      title: 'Main show',
      startAt: '2027-04-10T19:00:00.000Z',
      endAt: '2027-04-10T21:00:00.000Z',
      timeZone: 'Europe/Berlin',
      visibility: 'EVERYONE',
      location: 'Main stage',
      description: null,
      providerId: null,
      personnelUserIds: [],
      personnelGroupIds: [],
      version: expect.any(Number),
    });
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(event);
    expect((await t.get(`/api/v2/events/${event.id}`, { token: owner.token })).body).toEqual({ data: event });
    expect(await listed(owner.token, tour.id)).toEqual([event.id]);
    expect(await listedByDay(owner.token, tour.id)).toEqual([[event.id], [], []]);
  });

  it('refuses an event on a day without a tag', async () => {
    const { owner, tour, day } = await ownerWithTour(t);
    const response = await t.post<ErrorBody>(`/api/events/${day.id}`, eventBody(), { token: owner.token });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(DAY_TAG_REQUIRED_MESSAGE);
    expect(response.body.error.fields).toEqual({ tag: DAY_TAG_REQUIRED_MESSAGE });
    expect(await listed(owner.token, tour.id)).toEqual([]);
  });

  it.each([
    [
      'an end before the start',
      { endAt: '2027-04-10T18:00:00Z' },
      { endAt: 'The end must be after the start' },
    ],
    ['an unknown type', { type: 'PARTY' }, { type: 'Choose an event type' }],
    [
      'a time without offset',
      { startAt: '19:00' },
      {
        startAt: 'Use an ISO-8601 time with its offset, e.g. 2027-04-12T19:30:00Z',
      },
    ],
    [
      'ASSIGNED_ONLY with nobody',
      { visibility: 'ASSIGNED_ONLY', personnelUserIds: [] },
      {
        personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE,
      },
    ],
    [
      'someone not on the tour',
      { personnelUserIds: [crypto.randomUUID()] },
      { personnelUserIds: NOT_ON_TOUR },
    ],
  ])('answers 400 for %s and creates nothing', async (_label, overrides, fields) => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const response = await t.post<ErrorBody>(`/api/events/${day.id}`, eventBody(overrides), {
      token: owner.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual(fields);
    expect(await listed(owner.token, tour.id)).toEqual([]);
  });

  it('replays an Idempotency-Key: one event, the same answer', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const opts = { token: owner.token, headers: { 'idempotency-key': crypto.randomUUID() } };
    const first = await t.call('POST /events/{id}', {
      params: { id: day.id },
      body: validEventBody(),
      ...opts,
    });
    const again = await t.call('POST /events/{id}', {
      params: { id: day.id },
      body: validEventBody(),
      ...opts,
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await listed(owner.token, tour.id)).toEqual([first.body.data.id]);
  });
});

describe('ASSIGNED_ONLY visibility', () => {
  it('is seen by the assigned member and managers only', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const assigned = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const other = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    const manager = await joinTour(t, owner.token, tour.id, 'TOUR_MANAGER', 'Cy');
    const open = await createEvent(t, owner.token, day.id, { title: 'Open' });
    const secret = await createEvent(t, owner.token, day.id, {
      title: 'Secret',
      startAt: '2027-04-10T22:00:00Z',
      endAt: '2027-04-10T23:00:00Z',
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [assigned.user.id],
    });
    expect(secret.personnelUserIds).toEqual([assigned.user.id]);

    for (const person of [assigned, manager, owner]) {
      expect((await getEvent(t, person.token, secret.id)).status).toBe(200);
      expect(await listed(person.token, tour.id)).toEqual([open.id, secret.id]);
      expect((await listedByDay(person.token, tour.id))[0]).toEqual([open.id, secret.id]);
    }
    const hidden = await getEvent(t, other.token, secret.id);
    expect(hidden.status).toBe(404);
    expect((await t.get(`/api/v2/events/${secret.id}`, { token: other.token })).status).toBe(404);
    expect(await listed(other.token, tour.id)).toEqual([open.id]);
    expect(await listedByDay(other.token, tour.id)).toEqual([[open.id], [], []]);
  });

  it('the day-by-day read is 404 for an unknown tour and an invitee not yet on it; [] with no live days', async () => {
    // Its access check is folded into the days' statement (tour-schedule.service.ts): each way of
    // having no role on the tour must still answer 404, and a tour without days still answers.
    const { owner, tour, day } = await tourWithShowDay(t);
    await createEvent(t, owner.token, day.id, { title: 'Open' });
    const invitee = await signedInUser(t, { firstName: 'Ivy' });
    await addPersonnel(t, owner.token, tour.id, invitee.email, 'TOUR_MANAGER');
    const read = (token: string, id: string) => t.call('GET /v2/events/tour/{id}', { params: { id }, token });
    expect((await read(invitee.token, tour.id)).status).toBe(404);
    expect((await read(owner.token, crypto.randomUUID())).status).toBe(404);
    await acceptInvitation(t, invitee.token, tour.id);
    expect(await listedByDay(invitee.token, tour.id)).toHaveLength(3);
    await t.db.update(tourDays).set({ deletedAt: t.clock.now() }).where(eq(tourDays.tourId, tour.id));
    expect(must(await read(owner.token, tour.id)).data).toEqual([]);
  });

  it('an event cannot be made ASSIGNED_ONLY with nobody assigned (400)', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const response = await patchEvent(owner.token, event.id, { visibility: 'ASSIGNED_ONLY' });
    expect({ status: response.status, fields: response.body.error?.fields }).toEqual({
      status: 400,
      fields: { personnelUserIds: ASSIGNEE_REQUIRED_MESSAGE },
    });
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(event);
  });
});

describe('PATCH and DELETE /api/events/{id}', () => {
  it('changes fields; a stale expected start answers 409 and changes nothing', async () => {
    const { owner, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const moved = await patchEvent(owner.token, event.id, {
      title: 'Late show',
      startAt: '2027-04-10T20:00:00Z',
      expected: { startAt: '2027-04-10T19:00:00Z' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ title: 'Late show', startAt: '2027-04-10T20:00:00.000Z' });
    const stale = await patchEvent(owner.token, event.id, {
      startAt: '2027-04-10T18:00:00Z',
      title: 'Early show',
      expected: { startAt: event.startAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(moved.body.data);
  });

  it('moves the event to another day of the tour, in that day’s zone; another tour’s day is 404', async () => {
    const { owner, tour, day, days } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const target = firstOf(days, 2);
    await placeDay(t, owner.token, tour.id, target.date, NEW_YORK);
    await tagDay(t, owner.token, target.id);
    const response = await patchEvent(owner.token, event.id, {
      tourDayId: target.id,
      expected: { tourDayId: day.id },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ tourDayId: target.id, timeZone: 'America/New_York' });
    expect(await listedByDay(owner.token, tour.id)).toEqual([[], [], [event.id]]);

    const otherTour = await createTour(t, owner.token, { name: 'Other' });
    const foreignDay = firstOf(await daysOf(t, owner.token, otherTour.id));
    const before = (await getEvent(t, owner.token, event.id)).body.data;
    expect((await patchEvent(owner.token, event.id, { tourDayId: foreignDay.id })).status).toBe(404);
    expect((await getEvent(t, owner.token, event.id)).body.data).toEqual(before);
  });

  it('deletes the event: GET answers 404 and lists drop it', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const event = await createEvent(t, owner.token, day.id);
    const response = await t.del(`/api/events/${event.id}`, undefined, { token: owner.token });
    expect(response.body).toEqual({ data: { ok: true } });
    expect((await getEvent(t, owner.token, event.id)).status).toBe(404);
    expect(await listed(owner.token, tour.id)).toEqual([]);
    expect((await patchEvent(owner.token, event.id, { title: 'Back?' })).status).toBe(409);
    expect((await getEvent(t, owner.token, event.id)).status).toBe(404);
  });

  it('a member may read but not create, change or delete (403)', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const member = await joinTour(t, owner.token, tour.id);
    const event = await createEvent(t, owner.token, day.id);
    const attempts = [
      await t.post(`/api/events/${day.id}`, eventBody(), { token: member.token }),
      await patchEvent(member.token, event.id, { title: 'Mine' }),
      await t.del(`/api/events/${event.id}`, undefined, { token: member.token }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 403, 403]);
    expect((await getEvent(t, member.token, event.id)).body.data).toEqual(event);
    expect(await listed(owner.token, tour.id)).toEqual([event.id]);
  });
});
