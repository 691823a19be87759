import * as v from 'valibot';
import {
  CITY_NOT_FOUND_MESSAGE,
  PlaceResultSchema,
  PlaceSearchSchema,
  TimeZoneQuerySchema,
  TimeZoneResultSchema,
  TravelTimeResultSchema,
  TravelTimeSchema,
} from '#contract/maps';
import { notFound } from '../../http/errors';
import { defineRoute } from '../../http/route';

const tag = 'Maps';

/**
 * The maps service. Paths keep the product's `google-api` prefix whichever adapter
 * answers: offline city data by default, Google Maps with GOOGLE_MAPS_KEY.
 */
export const mapsRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/google-api/places',
      tag,
      access: 'user',
      summary: 'Search cities (and, with Google, venues) by name; best matches first, [] when none',
      body: PlaceSearchSchema,
      response: v.array(PlaceResultSchema),
      errors: [400, 401],
    },
    async ({ body }, { deps }) => ({ data: await deps.maps.searchPlaces(body.query, body.limit) }),
  ),
  defineRoute(
    {
      method: 'get',
      path: '/google-api/timezone',
      tag,
      access: 'user',
      summary: 'The IANA time zone at a point',
      query: TimeZoneQuerySchema,
      response: TimeZoneResultSchema,
      errors: [400, 401, 404],
    },
    async ({ query }, { deps }) => {
      const timeZone = await deps.maps.timeZoneAt(query.lat, query.lng);
      if (!timeZone) throw notFound(CITY_NOT_FOUND_MESSAGE);
      return { data: { timeZone } };
    },
  ),
  defineRoute(
    {
      method: 'post',
      path: '/google-api/travel-time',
      tag,
      access: 'user',
      summary: 'Distance and travel time between two points (DRIVING by default, FLIGHT, TRAIN)',
      body: TravelTimeSchema,
      response: TravelTimeResultSchema,
      errors: [400, 401],
    },
    async ({ body }, { deps }) => ({ data: await deps.maps.travelTime(body.from, body.to, body.mode) }),
  ),
];
