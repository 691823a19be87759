/**
 * Tenant case for a tour's flights: `GET /flights?tourId=` names the tour in the query. The owner's
 * tour has one flight; a stranger asking for it gets 404 and the flight stays as it was.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../server/db/schema/index';
import type { Ids, MatrixUser, TenantCase } from './tenant-matrix';
import type { TestApp } from './test-app';
import { BERLIN, createTour, daysOf, firstOf, placeDay, tagDay } from './tour-factories';
import { createFlight } from './travel-factories';

export const TRAVEL_CASES: TenantCase[] = [
  {
    name: 'a tour’s flights',
    method: 'GET',
    route: '/flights',
    path: (ids) => `/api/flights?tourId=${ids.tourId}`,
    async setup(t: TestApp, owner: MatrixUser): Promise<Ids> {
      const tour = await createTour(t, owner.token);
      const first = firstOf(await daysOf(t, owner.token, tour.id));
      await placeDay(t, owner.token, tour.id, first.date, BERLIN);
      const day = await tagDay(t, owner.token, first.id);
      const flight = await createFlight(t, owner.token, day.id);
      return { tourId: tour.id, eventId: flight.id, version: String(flight.version) };
    },
    async verifyUnchanged(t: TestApp, ids: Ids) {
      const [row] = await t.db
        .select()
        .from(events)
        .where(eq(events.id, ids.eventId ?? ''));
      expect(row?.version).toBe(Number(ids.version));
    },
  },
];
