import {
  BookingWarningsQuerySchema,
  BookingWarningsSchema,
  DateRangeQuerySchema,
  TeamAvailabilitySchema,
  UnavailableDateParamsSchema,
  UnavailableDateSchema,
  UnavailableDatesSchema,
} from '#contract/availability';
import { IdParamSchema, OkSchema } from '#contract/common';
import { defineRoute } from '../../http/route';
import { teamAvailability } from './availability.service';
import { bookingWarnings } from './booking-warnings.service';
import { listUnavailableDates, markUnavailable, unmarkUnavailable } from './unavailable-dates.service';

const tag = 'Availability';

export const availabilityRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/workspace-teams/{id}/availabilities',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: DateRangeQuerySchema,
      summary:
        'Each active member × each date (`from`–`to`, at most 366 days): free, booked (the tours the caller may see) or unavailable',
      response: TeamAvailabilitySchema,
      errors: [400, 401, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await teamAvailability(deps.database.db, user, params.id, query),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/unavailable-dates',
      tag,
      access: 'user',
      query: DateRangeQuerySchema,
      summary: 'The dates I marked unavailable in `from`–`to`',
      response: UnavailableDatesSchema,
      errors: [400, 401],
    },
    async ({ query }, { deps, user }) => ({
      data: await listUnavailableDates(deps.database.db, user, query),
    }),
  ),
  defineRoute(
    {
      method: 'put',
      path: '/unavailable-dates/{date}',
      tag,
      access: 'user',
      params: UnavailableDateParamsSchema,
      summary: 'Mark one of my dates unavailable (again: no change)',
      response: UnavailableDateSchema,
      errors: [400, 401],
    },
    async ({ params }, { deps, user }) => ({
      data: await markUnavailable(deps.database.db, user, params.date, deps.now()),
    }),
  ),
  defineRoute(
    {
      method: 'delete',
      path: '/unavailable-dates/{date}',
      tag,
      access: 'user',
      params: UnavailableDateParamsSchema,
      summary: 'Unmark one of my dates (not marked: no change)',
      response: OkSchema,
      errors: [400, 401],
    },
    async ({ params }, { deps, user }) => {
      await unmarkUnavailable(deps.database.db, user, params.date);
      return { data: { ok: true } };
    },
  ),
  defineRoute(
    {
      method: 'get',
      path: '/tours/{id}/booking-warnings',
      tag,
      access: 'user',
      params: IdParamSchema,
      query: BookingWarningsQuerySchema,
      summary:
        'For a form assigning people (comma-separated `userIds` on the tour) to a `date`: where they are booked on another tour or marked unavailable (tour managers)',
      response: BookingWarningsSchema,
      errors: [400, 401, 403, 404],
    },
    async ({ params, query }, { deps, user }) => ({
      data: await bookingWarnings(deps.database.db, user, params.id, query),
    }),
  ),
];
