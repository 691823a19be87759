import { describe, expect, it } from 'vitest';
import type { CalendarItem } from '#contract/calendar';
import { MESSAGES } from '#contract/messages';
import { FROM_AFTER_TO } from '#contract/personal-events';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  createEvent,
  createTour,
  type Data,
  daysOf,
  type ErrorBody,
  type EventInput,
  firstOf,
  joinTour,
  must,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const at = (iso: string) => ({ startAt: iso, endAt: new Date(Date.parse(iso) + 3_600_000).toISOString() });

/**
 * An owner's spring tour (Berlin, 10 April 2027) with an "everyone" event, one assigned to the
 * crew member, one assigned to someone else, one already past and one deleted; and an autumn tour
 * whose event falls in between. The crew member is only on the spring tour.
 */
async function twoTours() {
  const spring = await tourWithShowDay(t);
  const token = spring.owner.token;
  const crew = await joinTour(t, token, spring.tour.id, 'TOUR_MEMBER', 'Crew');
  const other = await joinTour(t, token, spring.tour.id, 'TOUR_MEMBER', 'Other');
  const add = (body: Partial<EventInput>, dayId = spring.day.id) => createEvent(t, token, dayId, body);
  const doors = await add({ title: 'Doors', ...at('2027-04-10T17:00:00.000Z') });
  const soundcheck = await add({
    title: 'Crew soundcheck',
    ...at('2027-04-10T14:00:00.000Z'),
    visibility: 'ASSIGNED_ONLY',
    personnelUserIds: [crew.user.id],
  });
  const private_ = await add({
    title: 'Interview',
    ...at('2027-04-10T12:00:00.000Z'),
    visibility: 'ASSIGNED_ONLY',
    personnelUserIds: [other.user.id],
  });
  const past = await add({
    title: 'Yesterday',
    ...at(new Date(t.clock.now().getTime() - 86_400_000).toISOString()),
  });
  const deleted = await add({ title: 'Cancelled', ...at('2027-04-10T20:00:00.000Z') });
  must(await t.del(`/api/events/${deleted.id}`, undefined, { token }));
  const autumn = await createTour(t, token, { artistId: spring.tour.artistId, name: 'Autumn Run' });
  const autumnDay = await tagDay(t, token, firstOf(await daysOf(t, token, autumn.id)).id);
  const signing = await add({ title: 'Signing', ...at('2027-04-10T13:00:00.000Z') }, autumnDay.id);
  return { ...spring, token, crew, autumn, doors, soundcheck, private_, past, signing };
}

const titles = (list: { title: string }[]) => list.map((e) => e.title);

describe('GET /api/events/upcoming and /api/v2/events/upcoming', () => {
  it('answers the caller’s visible events from now on across tours, soonest first, limited', async () => {
    const s = await twoTours();
    const upcoming = (query: { limit?: string; tourId?: string } = {}, token = s.token) =>
      t.call('GET /events/upcoming', { query, token }).then((r) => titles(must(r).data));
    expect(await upcoming()).toEqual(['Interview', 'Signing', 'Crew soundcheck', 'Doors']);
    expect(await upcoming({ limit: '2' })).toEqual(['Interview', 'Signing']);
    expect(await upcoming({ tourId: s.autumn.id })).toEqual(['Signing']);
    // A member sees "everyone" events and their own assignments, of their tours only.
    expect(await upcoming({}, s.crew.token)).toEqual(['Crew soundcheck', 'Doors']);
    expect(await upcoming({}, (await signedInUser(t)).token)).toEqual([]);
    const full = must(await t.call('GET /events/upcoming', { query: { limit: '1' }, token: s.crew.token }));
    expect(full.data).toEqual([{ ...s.soundcheck }]);
  });

  it('v2 groups the same events by tour, in the order of each tour’s soonest event', async () => {
    const s = await twoTours();
    const grouped = must(await t.call('GET /v2/events/upcoming', { token: s.token })).data;
    expect(grouped.map((g) => [g.tour, titles(g.events)])).toEqual([
      [{ id: s.tour.id, name: 'Spring Run' }, ['Interview', 'Crew soundcheck', 'Doors']],
      [{ id: s.autumn.id, name: 'Autumn Run' }, ['Signing']],
    ]);
  });

  it('answers 400 for a bad limit or tourId, and 404 for a tour the caller cannot see', async () => {
    const s = await twoTours();
    const stranger = await signedInUser(t);
    for (const path of ['/api/events/upcoming', '/api/v2/events/upcoming']) {
      for (const [query, fields] of [
        ['limit=0', { limit: 'Must be at least 1' }],
        ['limit=101', { limit: 'Must be at most 100' }],
        ['limit=ten', { limit: 'Must be a whole number' }],
        ['tourId=nope', { tourId: 'Must be a valid id' }],
      ] as const) {
        const response = await t.get<ErrorBody>(`${path}?${query}`, { token: s.token });
        expect([response.status, response.body.error.fields]).toEqual([400, fields]);
      }
      const hidden = await t.get<ErrorBody>(`${path}?tourId=${s.tour.id}`, { token: stranger.token });
      expect([hidden.status, hidden.body.error.code]).toEqual([404, 'not_found']);
    }
  });
});

describe('GET /api/combined-calendar', () => {
  const calendar = (token: string, query: string) =>
    t.get<Data<CalendarItem[]> & ErrorBody>(`/api/combined-calendar?${query}`, { token });

  it('merges visible tour events and the caller’s personal events on the dates, in time order', async () => {
    const s = await twoTours();
    const personal = (title: string, startAt: string, token = s.token) =>
      t.post('/api/personal-events', { title, ...at(startAt), timeZone: 'Europe/Berlin' }, { token });
    must(await personal('Gym', '2027-04-10T06:00:00.000Z'), 201);
    must(await personal('Next day', '2027-04-11T09:00:00.000Z'), 201);
    must(await personal('Crew dentist', '2027-04-10T08:00:00.000Z', s.crew.token), 201);

    const items = must(await calendar(s.token, 'from=2027-04-10&to=2027-04-10')).data;
    expect(titles(items)).toEqual(['Gym', 'Interview', 'Signing', 'Crew soundcheck', 'Doors']);
    expect(items[0]).toEqual({
      kind: 'personal',
      id: expect.any(String),
      title: 'Gym',
      type: 'PERSONAL',
      ...at('2027-04-10T06:00:00.000Z'),
      timeZone: 'Europe/Berlin',
      tourId: null,
      tourName: null,
      tourDayId: null,
    });
    expect(items.find((i) => i.id === s.doors.id)).toEqual({
      kind: 'tour',
      id: s.doors.id,
      title: 'Doors',
      type: 'SHOW',
      startAt: s.doors.startAt,
      endAt: s.doors.endAt,
      timeZone: 'Europe/Berlin',
      tourId: s.tour.id,
      tourName: 'Spring Run',
      tourDayId: s.day.id,
    });
    const narrowed = must(await calendar(s.token, `from=2027-04-10&to=2027-04-11&tourId=${s.autumn.id}`));
    expect(titles(narrowed.data)).toEqual(['Gym', 'Signing', 'Next day']);
    const crew = must(await calendar(s.crew.token, 'from=2027-04-01&to=2027-04-30')).data;
    expect(titles(crew)).toEqual(['Crew dentist', 'Crew soundcheck', 'Doors']);
    expect(titles(must(await calendar(s.token, 'from=2027-04-11&to=2027-04-11')).data)).toEqual(['Next day']);
  });

  it('answers 400 for missing or reversed dates and ranges over 366 days; 404 for a hidden tour', async () => {
    const s = await twoTours();
    const cases = [
      ['to=2027-04-10', { from: MESSAGES.required }],
      ['from=2027-04-10', { to: MESSAGES.required }],
      ['from=2027-04-11&to=2027-04-10', { to: FROM_AFTER_TO }],
      ['from=2027-01-01&to=2028-01-02', { to: 'The range can span at most 366 days' }],
      ['from=2027-02-30&to=2027-03-01', { from: 'Not a real date' }],
    ] as const;
    for (const [query, fields] of cases) {
      const response = await calendar(s.token, query);
      expect([response.status, response.body.error.fields]).toEqual([400, fields]);
    }
    expect((await calendar(s.token, 'from=2027-01-01&to=2028-01-01')).status).toBe(200);
    const stranger = await signedInUser(t);
    const hidden = await calendar(stranger.token, `from=2027-04-10&to=2027-04-10&tourId=${s.tour.id}`);
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'not_found']);
  });
});
