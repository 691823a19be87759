/**
 * The bench's large tour (docs/performance-budgets.md): 365 days, 4,000 events, 150 people, notes, 20 riders.
 * The artist and the tour (with its days and owner) come from the services; everything else is
 * inserted in bulk straight into the tables, because creating 4,000 events one service call at a
 * time takes minutes and the bench must stay short. Each insert batch gets ONE new tour version,
 * so the rows are valid for pull (tourId + version set) and a page ends close to the client's page size.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { zonedTimeToIso } from '#contract/dates';
import type { EventType } from '#contract/events';
import type { DayTag } from '#contract/tour-days';
import type { Db } from '../db/client';
import { eventPersonnel, events, notes, tourDays, tourPersonnel, tours, users } from '../db/schema/index';
import type { AuthUser } from '../http/context';
import { createArtist } from '../modules/artists/artists.service';
import { createTour } from '../modules/tours/tours.service';
import { seedLargeTourRiders } from './large-tour-riders';

export type LargeTourOptions = { days?: number; events?: number; people?: number; notesPerDay?: number };

const BATCH = 250;
const PLACES = [
  { city: 'London', country: 'GB', timeZone: 'Europe/London' },
  { city: 'Berlin', country: 'DE', timeZone: 'Europe/Berlin' },
  { city: 'New York', country: 'US', timeZone: 'America/New_York' },
  { city: 'Chicago', country: 'US', timeZone: 'America/Chicago' },
  { city: 'Tokyo', country: 'JP', timeZone: 'Asia/Tokyo' },
];
const TAGS: DayTag[] = ['SHOW_DAY', 'SHOW_DAY', 'SHOW_DAY', 'TRAVEL_DAY', 'OFF_DAY', 'REHEARSAL_DAY'];
const SLOTS: { type: EventType; title: string; start: string; end: string }[] = [
  { type: 'TRAVEL', title: 'Bus call', start: '07:00', end: '09:00' },
  { type: 'GLAM', title: 'Hair and make-up', start: '09:30', end: '10:30' },
  { type: 'PROMO', title: 'Radio interview', start: '11:00', end: '12:00' },
  { type: 'LOAD_IN', title: 'Load-in', start: '12:00', end: '14:00' },
  { type: 'PRODUCTION', title: 'Production meeting', start: '14:00', end: '14:30' },
  { type: 'SCHEDULE_ITEM', title: 'Lunch', start: '14:30', end: '15:30' },
  { type: 'SCHEDULE_ITEM', title: 'Soundcheck', start: '16:00', end: '17:00' },
  { type: 'REHEARSAL', title: 'Line check', start: '17:30', end: '18:00' },
  { type: 'SCHEDULE_ITEM', title: 'Doors', start: '19:00', end: '19:30' },
  { type: 'SHOW', title: 'Show', start: '21:00', end: '22:30' },
  { type: 'HOTEL_STAY', title: 'Hotel', start: '23:30', end: '23:59' },
  { type: 'SCHEDULE_ITEM', title: 'Meet and greet', start: '18:00', end: '18:45' },
];

async function inBatches<T>(
  rows: T[],
  write: (batch: T[], version: number) => Promise<unknown>,
  next: () => number,
) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH), next());
}

/** Creates the large tour owned by `owner`; returns its id and the counts it made. */
export async function seedLargeTour(db: Db, owner: AuthUser, now: Date, options: LargeTourOptions = {}) {
  const dayCount = options.days ?? 365;
  const eventCount = options.events ?? 4000;
  const peopleCount = options.people ?? 150;
  const notesPerDay = options.notesPerDay ?? 1;
  const artist = await createArtist(db, owner, { name: 'The Long Haul' }, now);
  const startDate = '2027-01-01';
  const endDate = new Date(Date.parse(startDate) + (dayCount - 1) * 86_400_000).toISOString().slice(0, 10);
  const tour = await createTour(
    db,
    owner,
    { artistId: artist.id, name: 'World Tour', startDate, endDate },
    now,
  );
  let version = 1;
  const next = () => {
    version += 1;
    return version;
  };
  const stamp = (v: number) => ({ tourId: tour.id, version: v, createdAt: now, updatedAt: now });

  const days = await db
    .select()
    .from(tourDays)
    .where(eq(tourDays.tourId, tour.id))
    .orderBy(asc(tourDays.date));
  const placed = days.map((day, i) => ({ ...day, ...PLACES[Math.floor(i / 7) % PLACES.length]! }));
  await db.transaction(async (tx) => {
    const v = next();
    for (const [i, day] of placed.entries())
      await tx
        .update(tourDays)
        .set({
          ...stamp(v),
          city: day.city,
          country: day.country,
          timeZone: day.timeZone,
          venue: `${day.city} Arena`,
          tag: TAGS[i % TAGS.length],
        })
        .where(eq(tourDays.id, day.id));
  });

  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const people = Array.from({ length: peopleCount - 1 }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `crew-${i}-${tag}@bench.example`,
    firstName: `Crew${i}`,
    lastName: 'Bench',
    emailConfirmedAt: now,
    onboardingCompleted: true,
  }));
  if (people.length) await db.insert(users).values(people);
  await inBatches(
    people,
    (batch, v) =>
      db.insert(tourPersonnel).values(
        batch.map((p, i) => ({
          ...stamp(v),
          userId: p.id,
          email: p.email,
          role: 'TOUR_MEMBER' as const,
          roleTitle: i % 5 === 0 ? 'FOH' : 'Crew',
          status: 'ACTIVE' as const,
        })),
      ),
    next,
  );

  const eventRows = Array.from({ length: eventCount }, (_, i) => {
    const day = placed[Math.floor((i * placed.length) / eventCount)]!;
    const slot = SLOTS[i % SLOTS.length]!;
    return {
      id: crypto.randomUUID(),
      tourDayId: day.id,
      type: slot.type,
      title: slot.title,
      startAt: new Date(zonedTimeToIso(day.date, slot.start, day.timeZone)),
      endAt: new Date(zonedTimeToIso(day.date, slot.end, day.timeZone)),
      timeZone: day.timeZone,
      visibility: i % 10 === 1 ? ('ASSIGNED_ONLY' as const) : ('EVERYONE' as const),
      location: `${day.city} Arena`,
      description: i % 3 === 0 ? 'Bring laminates. Parking behind the venue, gate B.' : null,
      createdBy: owner.id,
    };
  });
  await inBatches(
    eventRows,
    (batch, v) => db.insert(events).values(batch.map((e) => ({ ...e, ...stamp(v) }))),
    next,
  );

  const crew = [owner.id, ...people.map((p) => p.id)];
  const assignments = eventRows.flatMap((e, i) =>
    [0, 1, 2].map((k) => ({ eventId: e.id, userId: crew[(i * 3 + k) % crew.length]! })),
  );
  await inBatches(
    assignments,
    (batch, v) => db.insert(eventPersonnel).values(batch.map((a) => ({ ...a, ...stamp(v) }))),
    next,
  );

  const noteRows = placed.flatMap((day) =>
    Array.from({ length: notesPerDay }, (_, k) => ({
      tourDayId: day.id,
      text: `Day sheet note ${k + 1} for ${day.city}: catering at 13:00, wifi "venue-guest".`,
      authorId: owner.id,
    })),
  );
  await inBatches(
    noteRows,
    (batch, v) => db.insert(notes).values(batch.map((n) => ({ ...n, ...stamp(v) }))),
    next,
  );

  const riderCounts = await seedLargeTourRiders(
    db,
    people.map((p) => p.id),
    next,
    stamp,
  );

  await db
    .update(tours)
    .set({ version: sql`${version}`, updatedAt: now })
    .where(eq(tours.id, tour.id));
  return {
    tourId: tour.id,
    counts: {
      days: days.length,
      events: eventRows.length,
      people: crew.length,
      assignments: assignments.length,
      notes: noteRows.length,
      ...riderCounts,
    },
  };
}
