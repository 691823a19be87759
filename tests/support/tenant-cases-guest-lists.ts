/**
 * Tenant cases for guest list requests: the owner's show with one request on it; each check
 * compares the whole tour, requests included, against its snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { guestListSubmissions } from '../../server/db/schema/index';
import type { BodyOf } from './api-client';
import { tourState } from './tenant-cases-tours';
import type { HttpMethod, Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { createEvent, createTour, daysOf, firstOf, must, tagDay } from './tour-factories';

const GUEST = {
  firstName: 'Rosa',
  lastName: 'Parks',
  quantity: 2,
  deliveryMethod: 'WILL_CALL',
} satisfies BodyOf<'POST /events/{id}/guest-list-submissions'>;

async function guestListState(t: TestApp, tourId: string) {
  return JSON.stringify({
    tour: JSON.parse(await tourState(t, tourId)),
    requests: await t.db
      .select()
      .from(guestListSubmissions)
      .where(eq(guestListSubmissions.tourId, tourId))
      .orderBy(asc(guestListSubmissions.id)),
  });
}

async function showWithRequest(t: TestApp, owner: MatrixUser): Promise<Ids> {
  const tour = await createTour(t, owner.token);
  const day = await tagDay(t, owner.token, firstOf(await daysOf(t, owner.token, tour.id)).id);
  const show = await createEvent(t, owner.token, day.id);
  const request = must(
    await t.call('POST /events/{id}/guest-list-submissions', {
      params: { id: show.id },
      body: GUEST,
      token: owner.token,
    }),
    201,
  ).data;
  return {
    tourId: tour.id,
    eventId: show.id,
    submissionId: request.id,
    state: await guestListState(t, tour.id),
  };
}

async function unchanged(t: TestApp, ids: Ids) {
  expect(JSON.parse(await guestListState(t, ids.tourId ?? ''))).toEqual(JSON.parse(ids.state ?? 'null'));
}

const guestListCase = (
  name: string,
  method: HttpMethod,
  route: string,
  path: (ids: Ids) => string,
  body?: (ids: Ids) => Record<string, unknown>,
): TenantCase => ({ name, method, route, path, body, setup: showWithRequest, verifyUnchanged: unchanged });

export const GUEST_LIST_CASES: TenantCase[] = [
  guestListCase(
    'asking for guests on a show',
    'POST',
    '/events/{id}/guest-list-submissions',
    (ids) => `/api/events/${ids.eventId}/guest-list-submissions`,
    () => GUEST,
  ),
  guestListCase(
    'a show’s guest list',
    'GET',
    '/events/{id}/guest-list-submissions',
    (ids) => `/api/events/${ids.eventId}/guest-list-submissions`,
  ),
  guestListCase(
    'deciding on a guest request',
    'PATCH',
    '/events/{id}/guest-list-submissions/{submissionId}',
    (ids) => `/api/events/${ids.eventId}/guest-list-submissions/${ids.submissionId}`,
    () => ({ status: 'APPROVED' }),
  ),
];
