/**
 * Tenant cases for calendar feeds: the owner's tour with the owner's own feed. A stranger can
 * neither make a feed of it nor revoke the owner's; the check compares the tour's feeds (and the
 * tour itself) against the snapshot setup took.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { calendarFeeds } from '../../server/db/schema/index';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createTour, must } from './tour-factories';

async function feedState(t: TestApp, tourId: string) {
  return JSON.stringify({
    tour: JSON.parse(await tourState(t, tourId)),
    feeds: await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tourId, tourId))
      .orderBy(asc(calendarFeeds.id)),
  });
}

async function tourWithFeed(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  must(await t.call('POST /tours/{id}/calendar-feed', { params: { id: tour.id }, token: owner.token }));
  return { tourId: tour.id, state: await feedState(t, tour.id) };
}

const feedCase = (name: string, method: HttpMethod): TenantCase => ({
  name,
  method,
  route: '/tours/{id}/calendar-feed',
  path: (ids) => `/api/tours/${ids.tourId}/calendar-feed`,
  setup: tourWithFeed,
  async verifyUnchanged(t, ids) {
    expect(JSON.parse(await feedState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
  },
});

export const CALENDAR_FEED_CASES: TenantCase[] = [
  feedCase("a calendar feed of another tenant's tour", 'POST'),
  feedCase("revoking a calendar feed of another tenant's tour", 'DELETE'),
];
