import * as v from 'valibot';
import { FlightSchema, FlightsQuerySchema } from '#contract/travel';
import { defineRoute } from '../../http/route';
import { listFlights } from './flights.service';

export const flightsRoutes = [
  defineRoute(
    {
      method: 'get',
      path: '/flights',
      tag: 'Travel',
      access: 'user',
      query: FlightsQuerySchema,
      summary:
        'The tour’s flights the caller may see (of one person with userId), with status when a provider is set',
      response: v.array(FlightSchema),
      errors: [400, 401, 404],
    },
    async ({ query }, { deps, user }) => ({
      data: await listFlights(deps.database.db, user, query, deps.flightStatus),
    }),
  ),
];
