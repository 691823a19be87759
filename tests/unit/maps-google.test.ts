import { describe, expect, it } from 'vitest';
import { googleMaps } from '../../server/adapters/maps/google-maps';
import { estimateTravel } from '../../server/adapters/maps/travel-estimate';

const KEY = 'test-maps-key';
const NOW = new Date('2027-04-12T10:00:00Z');
const berlin = { lat: 52.52, lng: 13.405 };
const hamburg = { lat: 53.55, lng: 10 };

/** A stand-in for Google: records every request and answers by path (the only faked seam). */
function fakeGoogle(answers: Record<string, (url: URL) => { status?: number; body: unknown }>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`unexpected request to ${url.pathname}`);
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, maps: googleMaps({ key: KEY, fetch, now: () => NOW }) };
}

const zoneByLatitude = (zones: Record<string, string>) => (url: URL) => {
  const zone = zones[url.searchParams.get('location')?.split(',')[0] ?? ''];
  return { body: zone ? { status: 'OK', timeZoneId: zone } : { status: 'ZERO_RESULTS' } };
};

const [TIME_ZONE_PATH, PLACES_PATH, MATRIX_PATH] = [
  '/maps/api/timezone/json',
  '/v1/places:searchText',
  '/maps/api/distancematrix/json',
];
describe('Google maps adapter: places', () => {
  const city = {
    id: 'ChIJAVkDPzdOqEcRcDteW0YgIQQ',
    displayName: { text: 'Berlin' },
    formattedAddress: 'Berlin, Germany',
    location: { latitude: 52.52, longitude: 13.405 },
    addressComponents: [
      { longText: 'Berlin', shortText: 'Berlin', types: ['locality', 'political'] },
      { longText: 'Germany', shortText: 'DE', types: ['country', 'political'] },
    ],
    types: ['locality', 'political'],
  };
  const venue = {
    id: 'ChIJvenue',
    displayName: { text: 'Uber Arena' },
    formattedAddress: 'Uber-Platz 1, 10243 Berlin, Germany',
    location: { latitude: 52.5, longitude: 13.44 },
    addressComponents: [
      { longText: 'Berlin', types: ['locality', 'political'] },
      { longText: 'Germany', types: ['country', 'political'] },
    ],
    types: ['stadium', 'point_of_interest', 'establishment'],
  };

  it('sends the Text Search request and maps cities and venues, each with its IANA zone', async () => {
    const { calls, maps } = fakeGoogle({
      [PLACES_PATH]: () => ({ body: { places: [city, venue] } }),
      [TIME_ZONE_PATH]: zoneByLatitude({ '52.52': 'Europe/Berlin', '52.5': 'Europe/Berlin' }),
    });
    const results = await maps.searchPlaces('berlin', 5);

    expect(results).toEqual([
      {
        placeId: 'ChIJAVkDPzdOqEcRcDteW0YgIQQ',
        city: 'Berlin',
        country: 'Germany',
        venue: null,
        timeZone: 'Europe/Berlin',
        latitude: 52.52,
        longitude: 13.405,
        label: 'Berlin, Germany',
      },
      {
        placeId: 'ChIJvenue',
        city: 'Berlin',
        country: 'Germany',
        venue: 'Uber Arena',
        timeZone: 'Europe/Berlin',
        latitude: 52.5,
        longitude: 13.44,
        label: 'Uber-Platz 1, 10243 Berlin, Germany',
      },
    ]);
    const search = calls[0];
    expect(search?.url.href).toBe('https://places.googleapis.com/v1/places:searchText');
    expect(search?.init?.method).toBe('POST');
    expect(new Headers(search?.init?.headers).get('x-goog-api-key')).toBe(KEY);
    expect(new Headers(search?.init?.headers).get('x-goog-fieldmask')).toBe(
      'places.id,places.displayName,places.formattedAddress,places.location,places.addressComponents,places.types',
    );
    expect(JSON.parse(String(search?.init?.body))).toEqual({
      textQuery: 'berlin',
      pageSize: 5,
      languageCode: 'en',
    });
    expect(
      calls
        .slice(1)
        .map((call) => call.url.searchParams.get('location'))
        .sort(),
    ).toEqual(['52.5,13.44', '52.52,13.405']);
  });

  it('leaves out hits without a location, a city or a known zone; no places at all → []', async () => {
    const { maps } = fakeGoogle({
      [PLACES_PATH]: () => ({
        body: {
          places: [
            { ...city, location: undefined },
            { ...venue, addressComponents: [] },
            { ...city, id: 'at-sea', location: { latitude: 10, longitude: -30 } },
          ],
        },
      }),
      [TIME_ZONE_PATH]: zoneByLatitude({ '52.5': 'Europe/Berlin' }),
    });
    expect(await maps.searchPlaces('berlin', 8)).toEqual([]);
    const empty = fakeGoogle({ [PLACES_PATH]: () => ({ body: {} }) });
    expect(await empty.maps.searchPlaces('xqzzy', 8)).toEqual([]);
  });

  it('fails on an HTTP error without putting the key in the message', async () => {
    const { maps } = fakeGoogle({ [PLACES_PATH]: () => ({ status: 403, body: { error: {} } }) });
    const failure = maps.searchPlaces('berlin', 8);
    await expect(failure).rejects.toThrow('Google Places API answered HTTP 403');
    await expect(failure).rejects.not.toThrow(KEY);
  });
});

describe('Google maps adapter: time zone', () => {
  it('asks for the point at the app clock’s instant with the key', async () => {
    const { calls, maps } = fakeGoogle({ [TIME_ZONE_PATH]: zoneByLatitude({ '52.52': 'Europe/Berlin' }) });
    expect(await maps.timeZoneAt(52.52, 13.405)).toBe('Europe/Berlin');
    const url = calls[0]?.url;
    expect(url?.origin).toBe('https://maps.googleapis.com');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      location: '52.52,13.405',
      timestamp: String(NOW.getTime() / 1000),
      key: KEY,
    });
  });

  it('answers null for ZERO_RESULTS or a zone the runtime does not know, and fails otherwise', async () => {
    const zero = fakeGoogle({ [TIME_ZONE_PATH]: () => ({ body: { status: 'ZERO_RESULTS' } }) });
    expect(await zero.maps.timeZoneAt(0, -30)).toBeNull();
    const odd = fakeGoogle({
      [TIME_ZONE_PATH]: () => ({ body: { status: 'OK', timeZoneId: 'Mars/Olympus' } }),
    });
    expect(await odd.maps.timeZoneAt(0, 0)).toBeNull();
    const denied = fakeGoogle({ [TIME_ZONE_PATH]: () => ({ body: { status: 'REQUEST_DENIED' } }) });
    await expect(denied.maps.timeZoneAt(0, 0)).rejects.toThrow(
      'Google Time Zone API answered REQUEST_DENIED',
    );
    const broken = fakeGoogle({ [TIME_ZONE_PATH]: () => ({ body: { nothing: true } }) });
    await expect(broken.maps.timeZoneAt(0, 0)).rejects.toThrow('unexpected body');
  });
});

describe('Google maps adapter: travel time', () => {
  const matrix = (element: unknown) => () => ({ body: { status: 'OK', rows: [{ elements: [element] }] } });

  it.each([
    ['DRIVING', { mode: 'driving' }],
    ['TRAIN', { mode: 'transit', transit_mode: 'rail' }],
  ] as const)('%s asks the Distance Matrix and maps metres and seconds', async (mode, params) => {
    const { calls, maps } = fakeGoogle({
      [MATRIX_PATH]: matrix({ status: 'OK', distance: { value: 289_349 }, duration: { value: 10_770 } }),
    });
    expect(await maps.travelTime(berlin, hamburg, mode)).toEqual({ distanceKm: 289.3, durationMinutes: 180 });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      origins: '52.52,13.405',
      destinations: '53.55,10',
      units: 'metric',
      key: KEY,
      ...params,
    });
  });

  it('estimates flights without asking Google, and routes Google cannot find', async () => {
    const { calls, maps } = fakeGoogle({ [MATRIX_PATH]: matrix({ status: 'ZERO_RESULTS' }) });
    expect(await maps.travelTime(berlin, hamburg, 'FLIGHT')).toEqual(
      estimateTravel(berlin, hamburg, 'FLIGHT'),
    );
    expect(calls).toEqual([]);
    expect(await maps.travelTime(berlin, hamburg, 'TRAIN')).toEqual(estimateTravel(berlin, hamburg, 'TRAIN'));
    expect(calls).toHaveLength(1);
  });

  it('fails when the whole request is refused', async () => {
    const { maps } = fakeGoogle({
      [MATRIX_PATH]: () => ({ body: { status: 'OVER_QUERY_LIMIT', rows: [] } }),
    });
    await expect(maps.travelTime(berlin, hamburg, 'DRIVING')).rejects.toThrow(
      'Google Distance Matrix API answered OVER_QUERY_LIMIT',
    );
  });
});
