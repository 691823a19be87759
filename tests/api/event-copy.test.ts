import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_EVENTS_ON_DATE } from '#contract/event-copy';
import type { Event } from '#contract/events';
import { MESSAGES } from '#contract/messages';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { events } from '../../server/db/schema/index';
import { setupTestApp } from '../support/test-app';
import {
  type Body,
  createEvent,
  createTour,
  type Data,
  daysOf,
  type ErrorBody,
  firstOf,
  getTour,
  joinTour,
  must,
  NEW_YORK,
  placeDay,
  pull,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const duplicate = (token: string, body: Body) =>
  t.post<Data<Event[]> & ErrorBody>('/api/events/duplicate', body, { token });
const rowsOfTour = (tourId: string) => t.db.select().from(events).where(eq(events.tourId, tourId));
const times = (list: Event[]) => list.map((e) => [e.title, e.startAt, e.endAt, e.timeZone, e.tourDayId]);

/** A Berlin show day (2027-04-10) with two events and a New York day (2027-04-11), both tagged. */
async function tourWithEvents() {
  const made = await tourWithShowDay(t);
  const token = made.owner.token;
  const crew = await joinTour(t, token, made.tour.id, 'TOUR_MEMBER', 'Crew');
  const show = await createEvent(t, token, made.day.id, {
    title: 'Show',
    startAt: '2027-04-10T17:00:00.000Z', // 19:00 in Berlin
    endAt: '2027-04-10T19:00:00.000Z',
    visibility: 'ASSIGNED_ONLY',
    personnelUserIds: [crew.user.id],
  });
  const bus = await createEvent(t, token, made.day.id, {
    type: 'TRAVEL',
    title: 'Bus call',
    startAt: '2027-04-10T21:30:00.000Z', // 23:30 in Berlin, until 00:30 the next day
    endAt: '2027-04-10T22:30:00.000Z',
  });
  const newYork = firstOf(made.days, 1);
  await placeDay(t, token, made.tour.id, newYork.date, NEW_YORK);
  await tagDay(t, token, newYork.id);
  return { ...made, token, crew, show, bus, newYork };
}

describe('POST /api/events/duplicate {eventIds, targetTourDayId?}', () => {
  it('duplicates events on their own day: same times and people, new ids, synced', async () => {
    const { tour, day, token, crew, show, bus } = await tourWithEvents();
    const before = (await getTour(t, token, tour.id)).version;
    const response = await duplicate(token, { eventIds: [bus.id, show.id] });
    expect(response.status).toBe(201);
    const copies = response.body.data;
    expect(times(copies)).toEqual(times([show, bus]));
    expect(copies.map((e) => e.personnelUserIds)).toEqual([[crew.user.id], []]);
    expect(copies.map((e) => e.visibility)).toEqual(['ASSIGNED_ONLY', 'EVERYONE']);
    expect(copies.some((e) => e.id === show.id || e.id === bus.id)).toBe(false);
    expect(copies.every((e) => e.tourDayId === day.id && e.version > before)).toBe(true);

    const changes = must(await pull(t, token, tour.id, `since=${before}`)).data.changes;
    const synced = changes.filter((c) => c.entity === 'event').map((c) => c.id);
    expect(synced.sort()).toEqual(copies.map((e) => e.id).sort());
    expect(changes.filter((c) => c.entity === 'eventPersonnel')).toHaveLength(1);
    expect(await rowsOfTour(tour.id)).toHaveLength(4);
  });

  it('onto another day keeps the local wall-clock times in the target day’s zone', async () => {
    const { token, show, bus, newYork } = await tourWithEvents();
    const response = await duplicate(token, { eventIds: [show.id, bus.id], targetTourDayId: newYork.id });
    expect(response.status).toBe(201);
    // 19:00–21:00 and 23:30–00:30 in New York (UTC−4) on 2027-04-11.
    expect(times(response.body.data)).toEqual([
      ['Show', '2027-04-11T23:00:00.000Z', '2027-04-12T01:00:00.000Z', 'America/New_York', newYork.id],
      ['Bus call', '2027-04-12T03:30:00.000Z', '2027-04-12T04:30:00.000Z', 'America/New_York', newYork.id],
    ]);
  });
});

describe('POST /api/events/duplicate {sourceTourDayId, targetTourDayId}', () => {
  it('copies every event of a day to another date', async () => {
    const { tour, day, token, newYork } = await tourWithEvents();
    const response = await duplicate(token, { sourceTourDayId: day.id, targetTourDayId: newYork.id });
    expect(response.status).toBe(201);
    expect(response.body.data.map((e) => [e.title, e.tourDayId])).toEqual([
      ['Show', newYork.id],
      ['Bus call', newYork.id],
    ]);
    expect(await rowsOfTour(tour.id)).toHaveLength(4);
  });

  it('refuses a date without events with the product’s message', async () => {
    const { tour, day, token, newYork } = await tourWithEvents();
    const response = await duplicate(token, { sourceTourDayId: newYork.id, targetTourDayId: day.id });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: NO_EVENTS_ON_DATE,
      fields: { sourceTourDayId: NO_EVENTS_ON_DATE },
    });
    expect(await rowsOfTour(tour.id)).toHaveLength(2);
  });
});

describe('POST /api/events/duplicate refusals change nothing', () => {
  it('answers 400 with field messages for either shape', async () => {
    const { tour, day, token, show } = await tourWithEvents();
    const cases: [Body, Record<string, string>][] = [
      [{}, { eventIds: MESSAGES.required }],
      [{ eventIds: [] }, { eventIds: 'Choose at least one event' }],
      [{ eventIds: ['nope'] }, { 'eventIds.0': 'Must be a valid id' }],
      [{ eventIds: [show.id], targetTourDayId: 'x' }, { targetTourDayId: 'Must be a valid id' }],
      [{ sourceTourDayId: 'x', targetTourDayId: day.id }, { sourceTourDayId: 'Must be a valid id' }],
      [{ sourceTourDayId: day.id }, { targetTourDayId: MESSAGES.required }],
      [
        { sourceTourDayId: day.id, targetTourDayId: day.id, eventIds: [show.id] },
        { eventIds: 'Send either eventIds or sourceTourDayId, not both' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await duplicate(token, body);
      expect([response.status, response.body.error.fields]).toEqual([400, fields]);
    }
    expect(await rowsOfTour(tour.id)).toHaveLength(2);
  });

  it('answers 400 on an untagged target day and for events of two tours', async () => {
    const { tour, token, show, days } = await tourWithEvents();
    const untagged = firstOf(days, 2);
    const response = await duplicate(token, { eventIds: [show.id], targetTourDayId: untagged.id });
    expect([response.status, response.body.error.fields]).toEqual([400, { tag: DAY_TAG_REQUIRED_MESSAGE }]);
    const second = await createTour(t, token);
    const secondDay = await tagDay(t, token, firstOf(await daysOf(t, token, second.id)).id);
    const theirs = await createEvent(t, token, secondDay.id);
    const mixed = await duplicate(token, { eventIds: [show.id, theirs.id] });
    expect([mixed.status, mixed.body.error.fields]).toEqual([400, { eventIds: 'Choose events of one tour' }]);
    expect(await rowsOfTour(tour.id)).toHaveLength(2);
  });

  it('answers 404 for another workspace’s events and days', async () => {
    const mine = await tourWithEvents();
    const stranger = await tourWithEvents();
    const attempts = [
      await duplicate(stranger.token, { eventIds: [mine.show.id] }),
      await duplicate(stranger.token, { eventIds: [stranger.show.id, mine.show.id] }),
      await duplicate(stranger.token, { sourceTourDayId: mine.day.id, targetTourDayId: mine.newYork.id }),
      await duplicate(stranger.token, { sourceTourDayId: stranger.day.id, targetTourDayId: mine.day.id }),
      await duplicate(stranger.token, { eventIds: [stranger.show.id], targetTourDayId: mine.newYork.id }),
    ];
    expect(attempts.map((a) => [a.status, a.body.error.code])).toEqual(Array(5).fill([404, 'not_found']));
    expect(await rowsOfTour(mine.tour.id)).toHaveLength(2);
    expect(await rowsOfTour(stranger.tour.id)).toHaveLength(2);
  });

  it('answers 403 to a tour member', async () => {
    const { tour, day, token, bus, newYork } = await tourWithEvents();
    const member = await joinTour(t, token, tour.id, 'TOUR_MEMBER');
    const attempts = [
      await duplicate(member.token, { eventIds: [bus.id] }),
      await duplicate(member.token, { sourceTourDayId: day.id, targetTourDayId: newYork.id }),
    ];
    expect(attempts.map((a) => [a.status, a.body.error.code])).toEqual(Array(2).fill([403, 'forbidden']));
    expect(await rowsOfTour(tour.id)).toHaveLength(2);
  });
});
