import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages';
import { END_BEFORE_START, FROM_AFTER_TO } from '#contract/personal-events';
import { personalEvents } from '../../server/db/schema/index';
import type { BodyOf } from '../support/api-client';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type Body, type ErrorBody, must } from '../support/tour-factories';

const t = await setupTestApp();

const DENTIST = {
  title: 'Dentist',
  startAt: '2027-05-01T08:00:00.000Z',
  endAt: '2027-05-01T09:00:00.000Z',
  timeZone: 'Europe/Berlin',
};

async function userWithEvent(body: BodyOf<'POST /personal-events'> = DENTIST) {
  const user = await signedInUser(t);
  const event = must(await t.call('POST /personal-events', { body, token: user.token }), 201).data;
  return { user, event, auth: { token: user.token } };
}

const rowsOf = (userId: string) =>
  t.db.select().from(personalEvents).where(eq(personalEvents.userId, userId));
const listed = async (token: string, query: { from?: string; to?: string } = {}) =>
  must(await t.call('GET /personal-events', { query, token })).data.map((e) => e.title);

describe('personal events', () => {
  it('creates, reads, changes and deletes the caller’s own event; its type is always PERSONAL', async () => {
    const { user, event, auth } = await userWithEvent({ ...DENTIST, location: 'Mitte', type: 'PERSONAL' });
    expect(event).toEqual({
      id: expect.any(String),
      type: 'PERSONAL',
      ...DENTIST,
      location: 'Mitte',
      notes: null,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    const path = `/api/personal-events/${event.id}`;
    expect(
      must(await t.call('GET /personal-events/{id}', { params: { id: event.id }, ...auth })).data,
    ).toEqual(event);

    t.clock.advance(60);
    const changed = await t.call('PATCH /personal-events/{id}', {
      params: { id: event.id },
      body: { notes: 'Bring the card', location: null },
      ...auth,
    });
    expect(changed.body.data).toMatchObject({ notes: 'Bring the card', location: null, title: 'Dentist' });
    expect(changed.body.data.updatedAt).toBe(t.clock.now().toISOString());
    expect(must(await t.del(path, undefined, auth))).toEqual({ data: { ok: true } });
    expect(await rowsOf(user.user.id)).toEqual([]);
    expect((await t.get(path, auth)).status).toBe(404);
  });

  it('lists in time order, only events whose local dates touch from..to', async () => {
    const { auth } = await userWithEvent();
    const add = (body: Body) => t.post('/api/personal-events', { ...DENTIST, ...body }, auth);
    await add({ title: 'Holiday', startAt: '2027-04-20T10:00:00Z', endAt: '2027-05-03T10:00:00Z' });
    // 23:30 on 30 April in Los Angeles is already 1 May in UTC: by local date it is on 30 April.
    await add({
      title: 'Late call',
      startAt: '2027-05-01T06:30:00Z',
      endAt: '2027-05-01T06:45:00Z',
      timeZone: 'America/Los_Angeles',
    });
    await add({ title: 'Flight', startAt: '2027-06-01T08:00:00Z', endAt: '2027-06-01T10:00:00Z' });
    expect(await listed(auth.token)).toEqual(['Holiday', 'Late call', 'Dentist', 'Flight']);
    expect(await listed(auth.token, { from: '2027-05-01', to: '2027-05-01' })).toEqual([
      'Holiday',
      'Dentist',
    ]);
    expect(await listed(auth.token, { from: '2027-04-30', to: '2027-04-30' })).toEqual([
      'Holiday',
      'Late call',
    ]);
    expect(await listed(auth.token, { from: '2027-05-04' })).toEqual(['Flight']);
    expect(await listed(auth.token, { to: '2027-04-19' })).toEqual([]);
  });

  it('answers 400 with field messages, and stores nothing', async () => {
    const { user, event, auth } = await userWithEvent();
    const cases: [Body, Record<string, string>][] = [
      [
        {},
        {
          title: MESSAGES.required,
          startAt: MESSAGES.required,
          endAt: MESSAGES.required,
          timeZone: MESSAGES.required,
        },
      ],
      [{ ...DENTIST, timeZone: 'Mars/Base' }, { timeZone: 'Unknown time zone' }],
      [{ ...DENTIST, endAt: '2027-05-01T07:00:00Z' }, { endAt: END_BEFORE_START }],
      [{ ...DENTIST, type: 'SHOW' }, { type: 'Personal events are always of type PERSONAL' }],
      [{ ...DENTIST, startAt: 'tomorrow' }, { startAt: expect.stringContaining('ISO-8601') }],
    ];
    for (const [body, fields] of cases) {
      const response = await t.post<ErrorBody>('/api/personal-events', body, auth);
      expect([response.status, response.body.error.fields]).toEqual([400, fields]);
    }
    // A new end before the stored start is refused too.
    const path = `/api/personal-events/${event.id}`;
    const early = await t.patch<ErrorBody>(path, { endAt: '2027-05-01T07:00:00Z' }, auth);
    expect([early.status, early.body.error.fields]).toEqual([400, { endAt: END_BEFORE_START }]);
    const range = await t.get<ErrorBody>('/api/personal-events?from=2027-05-02&to=2027-05-01', auth);
    expect([range.status, range.body.error.fields]).toEqual([400, { to: FROM_AFTER_TO }]);
    expect((await rowsOf(user.user.id)).map((row) => [row.id, row.endAt.toISOString()])).toEqual([
      [event.id, DENTIST.endAt],
    ]);
  });

  it('answers 404 for another user’s event and changes nothing; lists never mix users', async () => {
    const { user, event } = await userWithEvent();
    const other = await signedInUser(t);
    const auth = { token: other.token };
    const path = `/api/personal-events/${event.id}`;
    const attempts = [
      await t.get<ErrorBody>(path, auth),
      await t.patch<ErrorBody>(path, { title: 'Mine now' }, auth),
      await t.del<ErrorBody>(path, undefined, auth),
    ];
    expect(attempts.map((a) => [a.status, a.body.error.code])).toEqual(Array(3).fill([404, 'not_found']));
    expect(await listed(other.token)).toEqual([]);
    expect((await rowsOf(user.user.id)).map((row) => row.title)).toEqual(['Dentist']);
  });
});
