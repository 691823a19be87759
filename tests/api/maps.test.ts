import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { CITY_NOT_FOUND_MESSAGE } from '#contract/maps';
import { MESSAGES } from '#contract/messages';
import { PlaceSchema } from '#contract/tour-days';
import { googleMaps } from '../../server/adapters/maps/google-maps';
import { buildDeps } from '../../server/deps';
import type { BodyOf } from '../support/api-client';
import { signedInUser } from '../support/factories';
import { setupTestApp, testConfig } from '../support/test-app';

const t = await setupTestApp();
const { token } = await signedInUser(t);
const offline = t.deps.maps;
afterEach(() => {
  t.deps.maps = offline;
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const places = (body: BodyOf<'POST /google-api/places'>) =>
  t.call('POST /google-api/places', { body, token });
const timeZone = (lat: string, lng: string) =>
  t.call('GET /google-api/timezone', { query: { lat, lng }, token });
const travel = (body: BodyOf<'POST /google-api/travel-time'>) =>
  t.call('POST /google-api/travel-time', { body, token });
const berlin = { lat: 52.52, lng: 13.405 };
const hamburg = { lat: 53.5511, lng: 9.9937 };

describe('POST /api/google-api/places (offline city data)', () => {
  it('finds Berlin first, as a Place a day can store', async () => {
    const response = await places({ query: 'berlin' });
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      placeId: 'geonames:2950159',
      city: 'Berlin',
      country: 'Germany',
      venue: null,
      timeZone: 'Europe/Berlin',
      latitude: expect.closeTo(52.52, 1),
      longitude: expect.closeTo(13.4, 1),
      label: 'Berlin, Germany',
    });
    for (const place of response.body.data) expect(v.safeParse(PlaceSchema, place).success).toBe(true);
  });

  it.each([
    ['new york', 'New York City', 'America/New_York'],
    ['Yangon', 'Yangon', 'Asia/Yangon'],
    ['Tokyo', 'Tokyo', 'Asia/Tokyo'],
    ['Paris, France', 'Paris', 'Europe/Paris'],
    ['münchen', 'Munich', 'Europe/Berlin'],
    ['  MUNCHEN ', 'Munich', 'Europe/Berlin'],
  ])('%s → %s (%s)', async (query, city, zone) => {
    const [first] = (await places({ query })).body.data;
    expect(first).toMatchObject({ city, timeZone: zone });
  });

  it('answers [] for nonsense', async () => {
    expect(await places({ query: 'xqzzyplorf' })).toMatchObject({ status: 200, body: { data: [] } });
  });

  it('answers 8 hits by default and honours limit', async () => {
    expect((await places({ query: 'san' })).body.data).toHaveLength(8);
    expect((await places({ query: 'san', limit: 2 })).body.data).toHaveLength(2);
    expect((await places({ query: 'san', limit: 20 })).body.data).toHaveLength(20);
  });

  it.each([
    [{}, { query: MESSAGES.required }],
    [{ query: 42 }, { query: MESSAGES.required }],
    [{ query: '   ' }, { query: MESSAGES.cannotBeEmpty }],
    [{ query: 'x'.repeat(201) }, { query: 'Must be at most 200 characters' }],
    [{ query: 'berlin', limit: 0 }, { limit: 'Must be between 1 and 20' }],
    [{ query: 'berlin', limit: 21 }, { limit: 'Must be between 1 and 20' }],
    [{ query: 'berlin', limit: 2.5 }, { limit: 'Must be a whole number' }],
    [{ query: 'berlin', limit: '5' }, { limit: 'Must be a number' }],
  ])('400 for %j', async (body, fields) => {
    const response = await t.post<ErrorBody>('/api/google-api/places', body, { token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', fields });
  });
});

describe('GET /api/google-api/timezone (offline city data)', () => {
  it('answers the zone at a point', async () => {
    const response = await timeZone('52.52', '13.405');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { timeZone: 'Europe/Berlin' } });
    expect((await timeZone('40.71', '-74.01')).body.data.timeZone).toBe('America/New_York');
    expect((await timeZone('-33.87', '151.21')).body.data.timeZone).toBe('Australia/Sydney');
  });

  it('answers the nautical zone in mid-ocean (offline never says "not found")', async () => {
    // Mid-Atlantic, ~1,000 km west of the Azores: at sea the zone is the 15° band, UTC−3.
    expect((await timeZone('30', '-40')).body).toEqual({ data: { timeZone: 'Etc/GMT+3' } });
  });

  it.each([
    ['lat=100&lng=0', { lat: 'Latitude must be between -90 and 90' }],
    ['lat=0&lng=-180.5', { lng: 'Longitude must be between -180 and 180' }],
    ['lat=abc&lng=0', { lat: 'Must be a number' }],
    ['lat=1e3&lng=0', { lat: 'Must be a number' }],
    ['lat=&lng=0', { lat: MESSAGES.required }],
    ['lat=52', { lng: MESSAGES.required }],
  ])('400 for ?%s', async (search, fields) => {
    const response = await t.get<ErrorBody>(`/api/google-api/timezone?${search}`, { token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', fields });
  });
});

describe('POST /api/google-api/travel-time (offline estimate)', () => {
  it('Berlin → Hamburg by road is about 300 km and a few hours; driving is the default', async () => {
    const response = await travel({ from: berlin, to: hamburg });
    expect(response.status).toBe(200);
    expect(response.body.data.distanceKm).toBeGreaterThanOrEqual(250);
    expect(response.body.data.distanceKm).toBeLessThanOrEqual(400);
    expect(response.body.data.durationMinutes).toBeGreaterThanOrEqual(150);
    expect(response.body.data.durationMinutes).toBeLessThanOrEqual(330);
    expect((await travel({ from: berlin, to: hamburg, mode: 'DRIVING' })).body).toEqual(response.body);
  });

  it('a flight adds its airport overhead; a train is quicker than the road', async () => {
    const road = (await travel({ from: berlin, to: hamburg })).body.data;
    const flight = (await travel({ from: berlin, to: hamburg, mode: 'FLIGHT' })).body.data;
    const train = (await travel({ from: berlin, to: hamburg, mode: 'TRAIN' })).body.data;
    expect(flight.distanceKm).toBeLessThan(road.distanceKm);
    expect(flight.durationMinutes).toBeGreaterThanOrEqual(120);
    expect(train.durationMinutes).toBeLessThan(road.durationMinutes);
    const newYork = { lat: 40.71, lng: -74.01 };
    const transatlantic = (await travel({ from: berlin, to: newYork, mode: 'FLIGHT' })).body.data;
    expect(transatlantic.durationMinutes).toBeGreaterThan(8 * 60);
  });

  it.each([
    [{ to: hamburg }, { from: MESSAGES.required }],
    [{ from: berlin }, { to: MESSAGES.required }],
    [{ from: { lat: 100, lng: 0 }, to: hamburg }, { 'from.lat': 'Latitude must be between -90 and 90' }],
    [{ from: berlin, to: { lat: 53 } }, { 'to.lng': MESSAGES.required }],
    [{ from: berlin, to: { lat: '53', lng: 10 } }, { 'to.lat': 'Must be a number' }],
    [{ from: berlin, to: hamburg, mode: 'BOAT' }, { mode: 'Choose DRIVING, FLIGHT or TRAIN' }],
  ])('400 for %j', async (body, fields) => {
    const response = await t.post<ErrorBody>('/api/google-api/travel-time', body, { token });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'validation_failed', fields });
  });
});

describe('maps routes', () => {
  it('answer 401 without a token', async () => {
    const responses = await Promise.all([
      t.post<ErrorBody>('/api/google-api/places', { query: 'berlin' }),
      t.get<ErrorBody>('/api/google-api/timezone?lat=52.52&lng=13.405'),
      t.post<ErrorBody>('/api/google-api/travel-time', { from: berlin, to: hamburg }),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('use the Google adapter when GOOGLE_MAPS_KEY is set, the offline data otherwise', () => {
    expect(offline.provider).toBe('offline');
    const withKey = buildDeps(testConfig({ googleMapsKey: 'key' }), t.deps.database, t.logger, t.clock.now);
    expect(withKey.maps.provider).toBe('google');
  });

  it('with Google (fake fetch): a point Google has no zone for → 404 City not found', async () => {
    const requested: string[] = [];
    t.deps.maps = googleMaps({
      key: 'test-key',
      now: t.clock.now,
      fetch: async (input) => {
        requested.push(new URL(String(input)).pathname);
        return Response.json({ status: 'ZERO_RESULTS' });
      },
    });
    const response = await t.get<ErrorBody>('/api/google-api/timezone?lat=0&lng=-30', { token });
    expect(response.status).toBe(404);
    expect(response.body.error).toEqual({ code: 'not_found', message: CITY_NOT_FOUND_MESSAGE });
    expect(requested).toEqual(['/maps/api/timezone/json']);
  });

  it('with Google (fake fetch): a provider failure is a 500 that does not leak the key', async () => {
    t.deps.maps = googleMaps({
      key: 'secret-maps-key',
      now: t.clock.now,
      fetch: async () => Response.json({ status: 'REQUEST_DENIED' }),
    });
    const response = await t.get<ErrorBody>('/api/google-api/timezone?lat=52.52&lng=13.405', { token });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('secret-maps-key');
    const logged = t.logger.lines.join('\n');
    expect(logged).toContain('Google Time Zone API answered REQUEST_DENIED');
    expect(logged).not.toContain('secret-maps-key');
  });
});
