import * as v from 'valibot';
import {
  CalendarItemSchema,
  CombinedCalendarQuerySchema,
  UpcomingByTourSchema,
  UpcomingQuerySchema,
} from '#contract/calendar';
import { EventSchema } from '#contract/events';
import { defineRoute } from '../../http/route';
import { combinedCalendar } from './combined-calendar.service';
import { groupByTour, listUpcoming } from './upcoming.service';

/** Mounted before eventsRoutes: `/events/upcoming` would otherwise be taken for `/events/{id}`. */
export const calendarRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/events/upcoming',
      tag: 'Events',
      access: 'user',
      query: UpcomingQuerySchema,
      summary:
        'The caller’s visible events from now on across their tours, soonest first (limit 20, max 100)',
      response: v.array(EventSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: (await listUpcoming(deps.database.db, user, query, deps.now())).events,
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/v2/events/upcoming',
      tag: 'Events',
      access: 'user',
      query: UpcomingQuerySchema,
      summary: 'The same upcoming events, grouped by tour',
      response: UpcomingByTourSchema,
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: groupByTour(await listUpcoming(deps.database.db, user, query, deps.now())),
    }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/combined-calendar',
      tag: 'Calendar',
      access: 'user',
      query: CombinedCalendarQuerySchema,
      summary:
        'Tour events the caller may see plus their personal events on the dates from..to (≤ 366 days), in time order',
      response: v.array(CalendarItemSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({ data: await combinedCalendar(deps.database.db, user, query) }),
  ),
];
