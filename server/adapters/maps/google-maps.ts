import * as v from 'valibot';
import { TimeZoneSchema } from '#contract/dates';
import type { PlaceResult, TravelMode } from '#contract/maps';
import {
  DistanceMatrixResponseSchema,
  type GooglePlace,
  TextSearchResponseSchema,
  TimeZoneResponseSchema,
} from './google-responses';
import type { MapsAdapter } from './maps-adapter';
import { estimateTravel } from './travel-estimate';

const PLACES_URL = 'https://places.googleapis.com/v1/places:searchText';
const TIME_ZONE_URL = 'https://maps.googleapis.com/maps/api/timezone/json';
const DISTANCE_MATRIX_URL = 'https://maps.googleapis.com/maps/api/distancematrix/json';
/** Text Search (New) answers only the fields asked for, and bills by them: ask for what we map. */
const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'addressComponents', 'types'];
/** A request waits for Google, so a stalled call must not hold it for minutes. */
const TIMEOUT_MS = 10_000;
/** Place types that are an area, not a venue: their name is the city, not the venue. */
const AREA_TYPES = new Set([
  'locality',
  'postal_town',
  'political',
  'administrative_area_level_1',
  'country',
]);
/** Google has no flights; trains are its transit routes restricted to rail. */
const GOOGLE_MODES: Record<Exclude<TravelMode, 'FLIGHT'>, Record<string, string>> = {
  DRIVING: { mode: 'driving' },
  TRAIN: { mode: 'transit', transit_mode: 'rail' },
};

export interface GoogleMapsOptions {
  key: string;
  /** Injected by tests: the only seam to the outside world. */
  fetch?: typeof globalThis.fetch;
  /** The Time Zone API wants an instant (for its DST fields); the app clock supplies it. */
  now?: () => Date;
}

/** `PlaceSchema`'s length limits, so any Google answer can be stored on a day. */
const clip = (text: string, max: number) => text.trim().slice(0, max);

function toPlaceResult(place: GooglePlace, timeZone: string): PlaceResult | null {
  const component = (type: string) => place.addressComponents.find((c) => c.types.includes(type))?.longText;
  const name = place.displayName?.text;
  const isArea = place.types.some((type) => AREA_TYPES.has(type));
  const city =
    component('locality') ??
    component('postal_town') ??
    component('administrative_area_level_1') ??
    (isArea ? name : undefined);
  if (!city?.trim() || !place.location) return null;
  const country = component('country');
  return {
    placeId: clip(place.id, 200),
    city: clip(city, 120),
    country: country ? clip(country, 120) : null,
    venue: !isArea && name ? clip(name, 200) : null,
    timeZone,
    latitude: place.location.latitude,
    longitude: place.location.longitude,
    label: place.formattedAddress ?? [name, country].filter(Boolean).join(', '),
  };
}

/** Real provider (GOOGLE_MAPS_KEY): Places API (New) Text Search, Time Zone API, Distance Matrix API. */
export function googleMaps(options: GoogleMapsOptions): MapsAdapter {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());

  // Errors name the API and status only: the URL carries the key and must not reach the log.
  async function call<S extends v.GenericSchema>(
    api: string,
    schema: S,
    url: string,
    init: RequestInit = {},
  ): Promise<v.InferOutput<S>> {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${api} answered HTTP ${response.status}`);
    const parsed = v.safeParse(schema, await response.json());
    if (!parsed.success) throw new Error(`${api} answered an unexpected body`);
    return parsed.output;
  }

  const withKey = (base: string, params: Record<string, string>) =>
    `${base}?${new URLSearchParams({ ...params, key: options.key })}`;

  async function timeZoneAt(lat: number, lng: number): Promise<string | null> {
    const url = withKey(TIME_ZONE_URL, {
      location: `${lat},${lng}`,
      timestamp: String(Math.floor(now().getTime() / 1000)),
    });
    const answer = await call('Google Time Zone API', TimeZoneResponseSchema, url);
    if (answer.status === 'ZERO_RESULTS') return null;
    if (answer.status !== 'OK') throw new Error(`Google Time Zone API answered ${answer.status}`);
    // A zone this runtime cannot format would fail the day's TimeZoneSchema later: treat as unknown.
    return v.is(TimeZoneSchema, answer.timeZoneId) ? (answer.timeZoneId ?? null) : null;
  }

  return {
    provider: 'google',
    async searchPlaces(query, limit) {
      const answer = await call('Google Places API', TextSearchResponseSchema, PLACES_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.key,
          'x-goog-fieldmask': PLACE_FIELDS.map((field) => `places.${field}`).join(','),
        },
        body: JSON.stringify({ textQuery: query, pageSize: limit, languageCode: 'en' }),
      });
      // Places (New) gives only a UTC offset, never the IANA zone a day needs: one lookup per hit.
      const places = answer.places.slice(0, limit);
      const zones = await Promise.all(
        places.map((place) =>
          place.location ? timeZoneAt(place.location.latitude, place.location.longitude) : null,
        ),
      );
      return places.flatMap((place, i) => {
        const zone = zones[i];
        const result = zone ? toPlaceResult(place, zone) : null;
        return result ? [result] : [];
      });
    },
    timeZoneAt,
    async travelTime(from, to, mode) {
      if (mode === 'FLIGHT') return estimateTravel(from, to, mode);
      const url = withKey(DISTANCE_MATRIX_URL, {
        origins: `${from.lat},${from.lng}`,
        destinations: `${to.lat},${to.lng}`,
        units: 'metric',
        ...GOOGLE_MODES[mode],
      });
      const answer = await call('Google Distance Matrix API', DistanceMatrixResponseSchema, url);
      if (answer.status !== 'OK') throw new Error(`Google Distance Matrix API answered ${answer.status}`);
      const element = answer.rows[0]?.elements[0];
      // No route (an island, no rail data there): the straight-line estimate beats no answer.
      if (element?.status !== 'OK' || !element.distance || !element.duration)
        return estimateTravel(from, to, mode);
      return {
        distanceKm: Math.round(element.distance.value / 100) / 10,
        durationMinutes: Math.round(element.duration.value / 60),
      };
    },
  };
}
