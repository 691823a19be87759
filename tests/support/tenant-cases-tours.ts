/**
 * Tenant cases for artists, tours and tour personnel. Each setup builds the owner's resource
 * through the API and records a snapshot of everything in it (database rows, as JSON); each check
 * compares against that snapshot, so any write a stranger slipped through would show.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  artists,
  eventPersonnel,
  events,
  files,
  notes,
  tourDays,
  tourPersonnel,
  tours,
} from '../../server/db/schema/index';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { addPersonnel, createArtist, createTour, personnelOf } from './tour-factories';

/** Every row of one tour, in a stable order: every write changes at least the tour's version. */
export async function tourState(t: TestApp, tourId: string) {
  const [tour] = await t.db.select().from(tours).where(eq(tours.id, tourId));
  return JSON.stringify({
    tour: tour ?? null,
    days: await t.db.select().from(tourDays).where(eq(tourDays.tourId, tourId)).orderBy(asc(tourDays.id)),
    notes: await t.db.select().from(notes).where(eq(notes.tourId, tourId)).orderBy(asc(notes.id)),
    events: await t.db.select().from(events).where(eq(events.tourId, tourId)).orderBy(asc(events.id)),
    assignments: await t.db
      .select()
      .from(eventPersonnel)
      .where(eq(eventPersonnel.tourId, tourId))
      .orderBy(asc(eventPersonnel.id)),
    personnel: await t.db
      .select()
      .from(tourPersonnel)
      .where(eq(tourPersonnel.tourId, tourId))
      .orderBy(asc(tourPersonnel.id)),
    files: await t.db.select().from(files).where(eq(files.tourId, tourId)).orderBy(asc(files.id)),
  });
}

/** Ids plus the snapshot of the tour they belong to. */
export async function withTourState(t: TestApp, ids: Ids & { tourId: string }): Promise<Ids> {
  return { ...ids, state: await tourState(t, ids.tourId) };
}

export async function expectTourUnchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await tourState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

async function artistState(t: TestApp, artistId: string) {
  const [artist] = await t.db.select().from(artists).where(eq(artists.id, artistId));
  const ofArtist = await t.db.select().from(tours).where(eq(tours.artistId, artistId)).orderBy(asc(tours.id));
  return JSON.stringify({ artist: artist ?? null, tours: ofArtist });
}

const artistCase = (
  name: string,
  method: HttpMethod,
  route: string,
  body?: () => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path: (ids) => `/api${route.replace('{id}', ids.id ?? '')}`,
  body,
  async setup(t, owner) {
    const artist = await createArtist(t, owner.token, 'Matrix act');
    await createTour(t, owner.token, { artistId: artist.id });
    return { id: artist.id, state: await artistState(t, artist.id) };
  },
  async verifyUnchanged(t, ids) {
    expect(JSON.parse(await artistState(t, ids.id ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
  },
});

const tourCase = (
  name: string,
  method: HttpMethod,
  route: string,
  body?: () => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route,
  path: (ids) => `/api${route.replace('{id}', ids.tourId ?? '')}`,
  body,
  async setup(t, owner) {
    const tour = await createTour(t, owner.token);
    return withTourState(t, { tourId: tour.id });
  },
  verifyUnchanged: expectTourUnchanged,
});

/** A tour with an invited crew member, whose personnel row the case reaches. */
async function tourWithCrew(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const email = `crew-${crypto.randomUUID()}@example.com`;
  await addPersonnel(t, owner.token, tour.id, email);
  const crew = (await personnelOf(t, owner.token, tour.id)).find((p) => p.email === email);
  return withTourState(t, { tourId: tour.id, personnelId: crew?.id ?? '' });
}

const personnelCase = (
  name: string,
  method: HttpMethod,
  body?: () => Record<string, unknown>,
): TenantCase => ({
  name,
  method,
  route: '/tours/{id}/personnel/{personnelId}',
  path: (ids) => `/api/tours/${ids.tourId}/personnel/${ids.personnelId}`,
  body,
  setup: tourWithCrew,
  verifyUnchanged: expectTourUnchanged,
});

export const TOUR_CASES: TenantCase[] = [
  artistCase('an artist', 'GET', '/artists/{id}'),
  artistCase('renaming an artist', 'PATCH', '/artists/{id}', () => ({ name: 'Renamed' })),
  artistCase('archiving an artist', 'PATCH', '/artists/{id}/archive', () => ({ archived: true })),
  artistCase('deleting an artist', 'DELETE', '/artists/{id}'),
  tourCase('a tour', 'GET', '/tours/{id}'),
  tourCase('changing a tour', 'PATCH', '/tours/{id}', () => ({ name: 'Renamed', endDate: '2027-04-14' })),
  tourCase('archiving a tour', 'PATCH', '/tours/{id}/archive', () => ({ archived: true })),
  tourCase('deleting a tour', 'DELETE', '/tours/{id}'),
  tourCase('a tour’s personnel', 'GET', '/tours/{id}/personnel'),
  tourCase('adding personnel to a tour', 'POST', '/tours/{id}/personnel', () => ({
    emails: 'matrix-crew@example.com, matrix-vendor@example.com',
    role: 'TOUR_MANAGER',
  })),
  personnelCase('one person on a tour', 'GET'),
  personnelCase('changing a person’s role', 'PATCH', () => ({ role: 'TOUR_MANAGER', roleTitle: 'FOH' })),
  personnelCase('taking a person off a tour', 'DELETE'),
];
