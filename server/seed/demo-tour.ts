/**
 * Seeds the demo tour through the same service functions the API uses, so the demo data obeys
 * every rule (tags before events, personnel before assignments, versions for sync).
 */
import { datesBetween, zonedTimeToIso } from '#contract/dates';
import type { EventType } from '#contract/events';
import type { DayTag } from '#contract/tour-days';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Tx } from '../db/client';
import type { AuthUser } from '../http/context';
import { createArtist } from '../modules/artists/artists.service';
import { createEvent } from '../modules/events/events.service';
import { createNote } from '../modules/tour-days/notes.service';
import { saveTourDay, setDayTag } from '../modules/tour-days/tour-days.service';
import { createTour } from '../modules/tours/tours.service';
import { seedDemoAccommodation } from './demo-accommodation';
import { seedDemoArtistFiles } from './demo-artist-files';
import { seedDemoChat } from './demo-chat';
import { joinDemoTour, seedDemoCrew } from './demo-crew';
import { type SeededDay, seedDemoFiles } from './demo-files';
import { seedDemoGroups } from './demo-groups';
import { seedDemoGuestLists } from './demo-guest-lists';
import { DEMO_ITINERARY, type Stop } from './demo-itinerary';
import { seedDemoProduction } from './demo-production';
import { seedDemoProviders } from './demo-providers';
import { seedDemoSupplementalQuestions } from './demo-supplemental-questions';
import { demoLeg } from './demo-travel';

const TAGS: Record<Stop['kind'], DayTag> = {
  REHEARSAL: 'REHEARSAL_DAY',
  SHOW: 'SHOW_DAY',
  TRAVEL: 'TRAVEL_DAY',
  OFF: 'OFF_DAY',
  PROMO: 'PROMO_DAY',
};

type Plan = {
  type: EventType;
  title: string;
  start: string;
  end: string;
  crew?: boolean;
  onlyManager?: boolean;
  location?: string;
};

/** The calendar date after `date` (YYYY-MM-DD). */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function plan(stop: Stop): Plan[] {
  const out: Plan[] = [];
  if (stop.travel)
    out.push({
      type: 'TRAVEL',
      title: `${stop.travel.mode}: ${stop.travel.route}`,
      start: stop.travel.depart,
      end: stop.travel.arrive > stop.travel.depart ? stop.travel.arrive : '23:59',
      location: stop.travel.route,
    });
  if (stop.kind === 'REHEARSAL')
    out.push({
      type: 'REHEARSAL',
      title: 'Production rehearsal',
      start: '11:00',
      end: '18:00',
      crew: true,
      location: stop.venue,
    });
  if (stop.kind === 'PROMO')
    out.push(
      {
        type: 'PROMO',
        title: 'Radio session and interview',
        start: '10:00',
        end: '12:00',
        location: stop.venue,
      },
      { type: 'GLAM', title: 'Hair and make-up', start: '08:30', end: '09:30', onlyManager: true },
    );
  if (stop.kind === 'SHOW') {
    out.push(
      { type: 'LOAD_IN', title: 'Load-in', start: '13:00', end: '15:00', crew: true, location: stop.venue },
      {
        type: 'SCHEDULE_ITEM',
        title: 'Soundcheck',
        start: '16:00',
        end: '17:00',
        crew: true,
        location: stop.venue,
      },
      { type: 'SCHEDULE_ITEM', title: 'Doors', start: '19:00', end: '19:30', location: stop.venue },
      { type: 'SHOW', title: 'Show', start: '21:00', end: '22:30', location: stop.venue },
    );
  }
  if (stop.hotel)
    // Check-in in the afternoon, check-out the next morning: a stay, as a hotel books it.
    out.push({ type: 'HOTEL_STAY', title: stop.hotel, start: '15:00', end: '11:00', location: stop.hotel });
  return out;
}

/** The demo artist and its 32-day tour, starting three days ago so "today" is mid-tour. */
export async function seedDemoTour(
  tx: Tx,
  storage: FileStorage,
  manager: AuthUser,
  crewEmail: string,
  crewUserId: string,
  now: Date,
) {
  const artist = await createArtist(tx, manager, { name: 'The Night Shift' }, now);
  const start = new Date(now.getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.parse(start) + (DEMO_ITINERARY.length - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const tour = await createTour(
    tx,
    manager,
    { artistId: artist.id, name: 'Northern Lights Tour', startDate: start, endDate: end },
    now,
  );
  const crew = { id: crewUserId, email: crewEmail, role: 'TOUR_MEMBER' as const, roleTitle: 'FOH' };
  await joinDemoTour(tx, manager, tour.id, crew, now);
  const joined = await seedDemoCrew(tx, manager, tour.id, crewEmail, now);
  const providers = await seedDemoProviders(tx, manager, tour.workspaceId, now);
  const dates = datesBetween(start, end);
  const seeded: SeededDay[] = [];
  for (const [index, stop] of DEMO_ITINERARY.entries()) {
    const date = dates[index];
    if (!date) break;
    const place = {
      city: stop.city,
      country: stop.country,
      venue: stop.venue ?? null,
      timeZone: stop.timeZone,
      placeId: null,
      latitude: null,
      longitude: null,
    };
    // A venue in Venues & contacts sets the day's place from its record (same city and zone).
    const venueProviderId = stop.venue ? providers.get(stop.venue) : undefined;
    const day = await saveTourDay(tx, manager, tour.id, { date, place, venueProviderId }, now);
    seeded.push({ id: day.id, date, stop });
    await setDayTag(tx, manager, day.id, TAGS[stop.kind], now);
    const leg = demoLeg(stop, DEMO_ITINERARY[index - 1], date);
    for (const item of plan(stop)) {
      // The day's journey: departure and arrival in their own zones, everyone who joined the tour on it.
      const journey = item.type === 'TRAVEL' && leg ? leg : null;
      await createEvent(
        tx,
        manager,
        day.id,
        {
          type: item.type,
          title: item.title,
          startAt: journey?.startAt ?? zonedTimeToIso(date, item.start, stop.timeZone),
          // An end before the start is the next day's (a hotel's check-out).
          endAt:
            journey?.endAt ??
            zonedTimeToIso(item.end < item.start ? nextDay(date) : date, item.end, stop.timeZone),
          visibility: item.onlyManager ? 'ASSIGNED_ONLY' : 'EVERYONE',
          location: item.location ?? null,
          description: null,
          providerId: item.type === 'HOTEL_STAY' && stop.hotel ? (providers.get(stop.hotel) ?? null) : null,
          personnelUserIds: item.onlyManager
            ? [manager.id]
            : journey
              ? [crewUserId, manager.id, ...joined]
              : item.crew
                ? [crewUserId, manager.id]
                : [],
          personnelGroupIds: [],
          travel: journey?.travel ?? null,
        },
        now,
      );
    }
    if (stop.note) await createNote(tx, manager, day.id, { text: stop.note }, now);
  }
  await seedDemoGroups(tx, manager, tour.id, crewUserId, seeded, now);
  await seedDemoSupplementalQuestions(
    tx,
    manager,
    { id: crewUserId, email: crewEmail, role: 'USER' },
    tour.id,
    now,
  );
  await seedDemoGuestLists(tx, manager, { id: crewUserId, email: crewEmail, role: 'USER' }, seeded, now);
  await seedDemoAccommodation(tx, manager, tour.id, crewUserId, now);
  await seedDemoProduction(tx, manager, tour.id, now);
  await seedDemoChat(tx, manager, tour.id, { id: crewUserId, email: crewEmail, role: 'USER' }, now);
  await seedDemoFiles(tx, storage, manager, tour.id, seeded, now);
  await seedDemoArtistFiles(tx, storage, manager, artist.id, now);
  return tour;
}
