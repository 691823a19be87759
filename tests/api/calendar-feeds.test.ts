import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import {
  BERLIN,
  createEvent,
  createTour,
  daysOf,
  firstOf,
  joinTour,
  must,
  NEW_YORK,
  ownerWithTour,
  placeDay,
  tagDay,
  tourWithShowDay,
} from '../support/tour-factories';

const t = await setupTestApp();

const makeFeed = (tourId: string, token?: string) =>
  t.call('POST /tours/{id}/calendar-feed', { params: { id: tourId }, token });
const revoke = (tourId: string, token?: string) =>
  t.call('DELETE /tours/{id}/calendar-feed', { params: { id: tourId }, token });
/** GET the feed as a calendar app would: by its path, no bearer. */
const fetchFeed = (url: string) => t.get<string>(new URL(url).pathname);

/** The feed's events parsed back by ical.js, with their zones resolved from the feed's own VTIMEZONEs. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      zone: event.startDate.zone?.tzid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      location: event.location,
      description: event.description,
    };
  });
}

describe('calendar feeds', () => {
  it('makes one private URL per person and tour and gives the same one again', async () => {
    const { owner, tour } = await tourWithShowDay(t);
    const first = must(await makeFeed(tour.id, owner.token)).data;
    expect(first.url).toMatch(/^http:\/\/roadie\.test\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('http:', 'webcal:'));
    expect(must(await makeFeed(tour.id, owner.token)).data).toEqual(first);

    const feed = await fetchFeed(first.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, max-age=60');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
  });

  it('answers 401 without a session and 404 for a tour the caller cannot see', async () => {
    const { tour } = await ownerWithTour(t);
    const stranger = await signedInUser(t);
    expect((await makeFeed(tour.id)).status).toBe(401);
    expect((await makeFeed(tour.id, stranger.token)).status).toBe(404);
    expect((await revoke(tour.id, stranger.token)).status).toBe(404);
    expect((await makeFeed('not-a-uuid', stranger.token)).status).toBe(400);
  });

  it('stops answering at once when revoked, and a new URL differs', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const old = must(await makeFeed(tour.id, owner.token)).data;
    expect(must(await revoke(tour.id, owner.token)).data).toEqual({ ok: true });
    expect((await fetchFeed(old.url)).status).toBe(404);
    const fresh = must(await makeFeed(tour.id, owner.token)).data;
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(fresh.url)).status).toBe(200);
    expect((await t.get('/api/calendar-feeds/unknown.ics')).status).toBe(404);
    expect((await t.get(new URL(fresh.url).pathname.replace('.ics', ''))).status).toBe(404);
  });

  it('holds only what the person may see, and answers 404 once they leave the tour', async () => {
    const { owner, tour, day } = await tourWithShowDay(t);
    const crew = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Crew');
    const other = await joinTour(t, owner.token, tour.id, 'TOUR_MEMBER', 'Other');
    await createEvent(t, owner.token, day.id, { title: 'Doors' });
    await createEvent(t, owner.token, day.id, {
      title: 'Crew soundcheck',
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [crew.user.id],
    });
    await createEvent(t, owner.token, day.id, {
      title: 'Interview',
      visibility: 'ASSIGNED_ONLY',
      personnelUserIds: [other.user.id],
    });
    const cancelled = await createEvent(t, owner.token, day.id, { title: 'Cancelled' });
    must(await t.del(`/api/events/${cancelled.id}`, undefined, { token: owner.token }));

    const crewFeed = must(await makeFeed(tour.id, crew.token)).data;
    const ownerFeed = must(await makeFeed(tour.id, owner.token)).data;
    const titles = async (url: string) =>
      parseFeed((await fetchFeed(url)).body)
        .map((event) => event.summary)
        .sort();
    expect(await titles(crewFeed.url)).toEqual(['Crew soundcheck', 'Doors']);
    expect(await titles(ownerFeed.url)).toEqual(['Crew soundcheck', 'Doors', 'Interview']);

    const removed = await t.call('DELETE /tours/{id}/personnel/{personnelId}', {
      params: { id: tour.id, personnelId: crew.personnel.id },
      token: owner.token,
    });
    must(removed);
    expect((await fetchFeed(crewFeed.url)).status).toBe(404);
  });

  it('gives local times with their zones that come back as the right instants across DST changes', async () => {
    const owner = await signedInUser(t);
    const tour = await createTour(t, owner.token, { startDate: '2027-03-27', endDate: '2027-11-10' });
    const days = await daysOf(t, owner.token, tour.id);
    const dayOf = (date: string) => firstOf(days.filter((day) => day.date === date));
    await placeDay(t, owner.token, tour.id, '2027-03-29', BERLIN);
    await placeDay(t, owner.token, tour.id, '2027-11-08', NEW_YORK);
    await tagDay(t, owner.token, dayOf('2027-03-29').id);
    await tagDay(t, owner.token, dayOf('2027-11-08').id);
    // 20:00 local the day after each change: CEST (UTC+2) in Berlin, EST (UTC-5) in New York.
    const berlin = await createEvent(t, owner.token, dayOf('2027-03-29').id, {
      title: 'Berlin, show; late',
      startAt: '2027-03-29T18:00:00.000Z',
      endAt: '2027-03-29T20:00:00.000Z',
      location: 'Columbiahalle, Berlin',
      description: 'Doors 19:00\nCurfew 23:00',
    });
    await createEvent(t, owner.token, dayOf('2027-11-08').id, {
      title: 'New York show',
      startAt: '2027-11-09T01:00:00.000Z',
      endAt: '2027-11-09T03:00:00.000Z',
    });
    const feed = must(await makeFeed(tour.id, owner.token)).data;
    const text = (await fetchFeed(feed.url)).body;
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20270329T200000');
    expect(text).toContain('DTSTART;TZID=America/New_York:20271108T200000');
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);

    const parsed = parseFeed(text);
    expect(parsed).toEqual([
      {
        uid: expect.stringContaining(berlin.id),
        summary: 'Berlin, show; late',
        zone: 'Europe/Berlin',
        start: '2027-03-29T18:00:00.000Z',
        end: '2027-03-29T20:00:00.000Z',
        sequence: 0,
        location: 'Columbiahalle, Berlin',
        description: 'Doors 19:00\nCurfew 23:00',
      },
      expect.objectContaining({
        summary: 'New York show',
        zone: 'America/New_York',
        start: '2027-11-09T01:00:00.000Z',
        end: '2027-11-09T03:00:00.000Z',
      }),
    ]);
    // The UID stays the same when the event changes, so subscribers update it rather than add one.
    const again = parseFeed((await fetchFeed(feed.url)).body);
    expect(again.map((event) => event.uid)).toEqual(parsed.map((event) => event.uid));
  });
});
