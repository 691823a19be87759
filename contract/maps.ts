import * as v from 'valibot';
import { requiredString } from './common';
import { TimeZoneSchema } from './dates';
import { MESSAGES } from './messages';

/** What the place picker shows when a search or a point has no city (the product's exact wording). */
export const CITY_NOT_FOUND_MESSAGE = 'City not found';

export const PLACE_SEARCH_DEFAULT_LIMIT = 8;
export const PLACE_SEARCH_MAX_LIMIT = 20;
export const PLACE_QUERY_MAX_LENGTH = 200;

export const TRAVEL_MODES = ['DRIVING', 'FLIGHT', 'TRAIN'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

const LATITUDE_RANGE = 'Latitude must be between -90 and 90';
const LONGITUDE_RANGE = 'Longitude must be between -180 and 180';
const NOT_A_NUMBER = 'Must be a number';

/** A search hit: a valid `Place` (so a day can store it as is) plus a label for the picker. */
export const PlaceResultSchema = v.object({
  placeId: v.string(),
  city: v.string(),
  country: v.nullable(v.string()),
  venue: v.nullable(v.string()),
  timeZone: TimeZoneSchema,
  latitude: v.number(),
  longitude: v.number(),
  /** 'City, Province, Country', for the list the user picks from. */
  label: v.string(),
});
export type PlaceResult = v.InferOutput<typeof PlaceResultSchema>;

/** POST /google-api/places */
export const PlaceSearchSchema = v.object({
  query: requiredString(PLACE_QUERY_MAX_LENGTH),
  limit: v.optional(
    v.pipe(
      v.number(NOT_A_NUMBER),
      v.integer('Must be a whole number'),
      v.minValue(1, `Must be between 1 and ${PLACE_SEARCH_MAX_LIMIT}`),
      v.maxValue(PLACE_SEARCH_MAX_LIMIT, `Must be between 1 and ${PLACE_SEARCH_MAX_LIMIT}`),
    ),
    PLACE_SEARCH_DEFAULT_LIMIT,
  ),
});
export type PlaceSearch = v.InferOutput<typeof PlaceSearchSchema>;

const latitude = v.pipe(
  v.number(NOT_A_NUMBER),
  v.minValue(-90, LATITUDE_RANGE),
  v.maxValue(90, LATITUDE_RANGE),
);
const longitude = v.pipe(
  v.number(NOT_A_NUMBER),
  v.minValue(-180, LONGITUDE_RANGE),
  v.maxValue(180, LONGITUDE_RANGE),
);

export const CoordinatesSchema = v.object({ lat: latitude, lng: longitude });
export type Coordinates = v.InferOutput<typeof CoordinatesSchema>;

/** Query strings arrive as text; only plain decimals are numbers (no '1e3', no '0x10', no ''). */
const decimalText = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, NOT_A_NUMBER),
  v.transform(Number),
);

/** GET /google-api/timezone?lat=&lng= */
export const TimeZoneQuerySchema = v.object({
  lat: v.pipe(decimalText, v.minValue(-90, LATITUDE_RANGE), v.maxValue(90, LATITUDE_RANGE)),
  lng: v.pipe(decimalText, v.minValue(-180, LONGITUDE_RANGE), v.maxValue(180, LONGITUDE_RANGE)),
});
export type TimeZoneQuery = v.InferOutput<typeof TimeZoneQuerySchema>;

export const TimeZoneResultSchema = v.object({ timeZone: TimeZoneSchema });
export type TimeZoneResult = v.InferOutput<typeof TimeZoneResultSchema>;

/** POST /google-api/travel-time */
export const TravelTimeSchema = v.object({
  from: CoordinatesSchema,
  to: CoordinatesSchema,
  mode: v.optional(v.picklist(TRAVEL_MODES, 'Choose DRIVING, FLIGHT or TRAIN'), 'DRIVING'),
});
export type TravelTimeRequest = v.InferOutput<typeof TravelTimeSchema>;

export const TravelTimeResultSchema = v.object({
  distanceKm: v.number(),
  durationMinutes: v.number(),
});
export type TravelTime = v.InferOutput<typeof TravelTimeResultSchema>;
