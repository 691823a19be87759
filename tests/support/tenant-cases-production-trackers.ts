/**
 * Tenant cases for the production tracker. Each setup gives the owner a tour with a show and its
 * tracker row; the check compares the tour and its rows to that snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { productionTrackers } from '../../server/db/schema/index';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createEvent, createTour, daysOf, firstOf, must, tagDay } from './tour-factories';

async function trackerState(t: TestApp, tourId: string) {
  return JSON.stringify({
    tour: JSON.parse(await tourState(t, tourId)),
    rows: await t.db
      .select()
      .from(productionTrackers)
      .where(eq(productionTrackers.tourId, tourId))
      .orderBy(asc(productionTrackers.id)),
  });
}

async function tourWithTracker(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = await tagDay(t, owner.token, firstOf(await daysOf(t, owner.token, tour.id)).id);
  const show = await createEvent(t, owner.token, day.id);
  const body = { eventId: show.id, loadIn: '08:00' };
  const row = must(await t.call('POST /production-trackers', { body, token: owner.token }), 201).data;
  return { tourId: tour.id, eventId: show.id, trackerId: row.id, state: await trackerState(t, tour.id) };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await trackerState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const trackerCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: tourWithTracker, verifyUnchanged: unchanged });

export const PRODUCTION_TRACKER_CASES: TenantCase[] = [
  trackerCase(
    'starting a show’s tracker row',
    'POST',
    '/production-trackers',
    () => '/api/production-trackers',
    (ids) => ({ eventId: ids.eventId, hands: 3 }),
  ),
  trackerCase(
    'a tour’s tracker rows',
    'GET',
    '/production-trackers',
    (ids) => `/api/production-trackers?tourId=${ids.tourId}`,
  ),
  trackerCase(
    'a tracker row',
    'GET',
    '/production-trackers/{id}',
    (ids) => `/api/production-trackers/${ids.trackerId}`,
  ),
  trackerCase(
    'changing a tracker row',
    'PATCH',
    '/production-trackers/{id}',
    (ids) => `/api/production-trackers/${ids.trackerId}`,
    () => ({ loadIn: '10:00' }),
  ),
  trackerCase(
    'deleting a tracker row',
    'DELETE',
    '/production-trackers/{id}',
    (ids) => `/api/production-trackers/${ids.trackerId}`,
  ),
];
