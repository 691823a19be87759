import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Event } from '#contract/events';
import { MESSAGES } from '#contract/messages';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { events } from '../../server/db/schema/index';
import type { BodyOf } from '../support/api-client';
import { setupTestApp } from '../support/test-app';
import {
  createArtist,
  createEvent,
  type Data,
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

const ITEMS = [
  { type: 'LOAD_IN', title: 'Load-in', startTime: '14:00', endTime: '16:00', location: 'Dock 2' },
  { type: 'SCHEDULE_ITEM', title: 'Hotel run', startTime: '23:30', endTime: '01:00' },
] satisfies BodyOf<'POST /artists/{id}/event-templates'>['items'];

async function templateOf(token: string, artistId: string) {
  const body = { name: 'Show day', items: ITEMS };
  return must(
    await t.call('POST /artists/{id}/event-templates', { params: { id: artistId }, body, token }),
    201,
  ).data;
}

const apply = (token: string, dayId: string, templateId: string, override = false) =>
  t.post<Data<Event[]> & ErrorBody>(
    `/api/v2/events/${dayId}/${override ? 'override-with-template' : 'with-template'}`,
    { templateId },
    { token },
  );

const liveIds = async (dayId: string) =>
  (
    await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.tourDayId, dayId), isNull(events.deletedAt)))
  ).map((row) => row.id);

async function showDayWithTemplate() {
  const made = await tourWithShowDay(t);
  const template = await templateOf(made.owner.token, made.tour.artistId);
  return { ...made, template, auth: made.owner.token };
}

describe('POST /api/v2/events/{dayId}/with-template', () => {
  it('adds the items in the day’s zone (past midnight → next day), keeps the day’s events, syncs', async () => {
    const { tour, day, template, auth } = await showDayWithTemplate();
    const existing = await createEvent(t, auth, day.id);
    const before = (await getTour(t, auth, tour.id)).version;

    const response = await apply(auth, day.id, template.id);
    expect(response.status).toBe(200);
    const added = response.body.data.filter((event) => event.id !== existing.id);
    // Berlin is UTC+2 on 2027-04-10: 14:00 local is 12:00Z; 01:00 the next morning is 23:00Z.
    expect(added.map((e) => [e.title, e.startAt, e.endAt, e.timeZone, e.location])).toEqual([
      ['Load-in', '2027-04-10T12:00:00.000Z', '2027-04-10T14:00:00.000Z', 'Europe/Berlin', 'Dock 2'],
      ['Hotel run', '2027-04-10T21:30:00.000Z', '2027-04-10T23:00:00.000Z', 'Europe/Berlin', null],
    ]);
    expect(response.body.data.map((e) => e.id)).toEqual([added[0]?.id, existing.id, added[1]?.id]);
    expect(added.every((e) => e.tourDayId === day.id && e.version > before)).toBe(true);

    const changes = must(await pull(t, auth, tour.id, `since=${before}`)).data.changes;
    const synced = changes.filter((c) => c.entity === 'event').map((c) => [c.id, c.op]);
    expect(synced.sort()).toEqual(added.map((e) => [e.id, 'upsert']).sort());
  });

  it('reads the times in the target day’s own zone (New York)', async () => {
    const { owner, tour, days, template } = await showDayWithTemplate();
    const second = firstOf(days, 1);
    await placeDay(t, owner.token, tour.id, second.date, NEW_YORK);
    await tagDay(t, owner.token, second.id);
    const response = await apply(owner.token, second.id, template.id);
    expect(response.body.data.map((e) => [e.startAt, e.timeZone])).toEqual([
      ['2027-04-11T18:00:00.000Z', 'America/New_York'],
      ['2027-04-12T03:30:00.000Z', 'America/New_York'],
    ]);
  });
});

describe('POST /api/v2/events/{dayId}/override-with-template', () => {
  it('tombstones the day’s events, then adds the template’s; devices pull the deletes', async () => {
    const { tour, day, template, auth } = await showDayWithTemplate();
    const old = await createEvent(t, auth, day.id);
    const before = (await getTour(t, auth, tour.id)).version;

    const response = await apply(auth, day.id, template.id, true);
    expect(response.status).toBe(200);
    expect(response.body.data.map((e) => e.title)).toEqual(['Load-in', 'Hotel run']);
    expect((await t.get(`/api/events/${old.id}`, { token: auth })).status).toBe(404);
    expect((await liveIds(day.id)).sort()).toEqual(response.body.data.map((e) => e.id).sort());
    const changes = must(await pull(t, auth, tour.id, `since=${before}`)).data.changes;
    expect(changes).toContainEqual(expect.objectContaining({ entity: 'event', id: old.id, op: 'delete' }));
  });
});

describe('applying a template: refusals change nothing', () => {
  it('answers 404 for a template of another artist or another workspace', async () => {
    const { owner, day, auth } = await showDayWithTemplate();
    const otherArtist = await createArtist(t, owner.token, 'Other act');
    const foreign = await templateOf(owner.token, otherArtist.id);
    const stranger = await showDayWithTemplate();
    for (const templateId of [foreign.id, stranger.template.id]) {
      for (const override of [false, true]) {
        const response = await apply(auth, day.id, templateId, override);
        expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
      }
    }
    // And the stranger cannot apply to the owner's day with their own template either.
    expect((await apply(stranger.auth, day.id, stranger.template.id)).status).toBe(404);
    expect(await liveIds(day.id)).toEqual([]);
  });

  it('answers 400 on a day without a tag, even when overriding a day that has events', async () => {
    const { day, template, auth } = await showDayWithTemplate();
    const kept = await createEvent(t, auth, day.id);
    must(await t.del(`/api/day-tags/${day.id}`, undefined, { token: auth }));
    for (const override of [false, true]) {
      const response = await apply(auth, day.id, template.id, override);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ tag: DAY_TAG_REQUIRED_MESSAGE });
    }
    expect(await liveIds(day.id)).toEqual([kept.id]);
  });

  it('answers 403 to a tour member and 400 with field messages for a bad body', async () => {
    const { tour, day, template, auth } = await showDayWithTemplate();
    const member = await joinTour(t, auth, tour.id, 'TOUR_MEMBER');
    const forbidden = await apply(member.token, day.id, template.id, true);
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'forbidden']);
    const bad = await apply(auth, day.id, 'not-an-id');
    expect([bad.status, bad.body.error.fields]).toEqual([400, { templateId: 'Must be a valid id' }]);
    const missing = await t.post<ErrorBody>(`/api/v2/events/${day.id}/with-template`, {}, { token: auth });
    expect(missing.body.error.fields).toEqual({ templateId: MESSAGES.required });
    expect(await liveIds(day.id)).toEqual([]);
  });
});
