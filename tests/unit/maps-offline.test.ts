import { cityMapping } from 'city-timezones';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceSchema } from '#contract/tour-days';
import { CITY_ALIASES } from '../../server/adapters/maps/city-aliases';
import {
  buildCityIndex,
  type CityRow,
  fold,
  nearestCity,
  searchCities,
} from '../../server/adapters/maps/city-index';
import { offlineMaps } from '../../server/adapters/maps/offline-maps';
import { estimateTravel, greatCircleKm } from '../../server/adapters/maps/travel-estimate';

const row = (city: string, overrides: Partial<CityRow> = {}): CityRow => ({
  city,
  city_ascii: city,
  country: 'Germany',
  iso2: 'DE',
  iso3: 'DEU',
  province: 'Land',
  lat: 50,
  lng: 10,
  pop: 1000,
  timezone: 'Europe/Berlin',
  ...overrides,
});

const FIXTURE = buildCityIndex([
  row('Bergheim', { pop: 60_000 }),
  row('Bergzabern', { pop: 200_000 }),
  row('Bad Berg', { pop: 50 }),
  row('Oberberg', { pop: 900_000 }),
  row('Berg', { pop: 10 }),
  row('Berlin', { pop: 3_000_000, province: 'Berlin', lat: 52.52, lng: 13.4 }),
  row('Neu Berlin', { pop: 5_000 }),
  row('Berlin', {
    country: 'United States of America',
    iso2: 'US',
    iso3: 'USA',
    province: 'New Hampshire',
    state_ansi: 'NH',
    pop: 9_000,
    timezone: 'America/New_York',
    lat: 44.47,
    lng: -71.18,
  }),
  row('Düsseldorf', { city_ascii: 'Dusseldorf', pop: 600_000 }),
  row('Richmond', {
    country: 'Australia',
    iso2: 'AU',
    iso3: 'AUS',
    province: 'Queensland',
    timezone: 'Australia/Brisbane',
  }),
  row('Richmond', {
    country: 'Australia',
    iso2: 'AU',
    iso3: 'AUS',
    province: 'New South Wales',
    timezone: 'Australia/Sydney',
  }),
  row('Pristina', {
    country: 'Kosovo',
    iso2: -99,
    iso3: 'KOS',
    province: 'Pristina',
    timezone: 'Europe/Belgrade',
  }),
  row('Vostok', { country: 'Antarctica', iso2: 'AQ', iso3: 'ATA', timezone: null }),
]);
const labels = (query: string, limit = 20) => searchCities(FIXTURE, query, limit).map((p) => p.label);

describe('fold', () => {
  it.each([
    ['München', 'munchen'],
    ['  STRASSE ', 'strasse'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['St. John’s', 'st john s'],
    ['Trois-Rivières', 'trois rivieres'],
    ['東京', '東京'],
  ])('%s → %s', (input, folded) => expect(fold(input)).toBe(folded));
});

describe('offline place search (fixture)', () => {
  it('ranks exact, then prefix, then word start, then anywhere; population breaks ties', () => {
    expect(labels('berg')).toEqual([
      'Berg, Land, Germany',
      'Bergzabern, Land, Germany',
      'Bergheim, Land, Germany',
      'Bad Berg, Land, Germany',
      'Oberberg, Land, Germany',
    ]);
    expect(labels('berlin')).toEqual([
      'Berlin, Germany',
      'Berlin, New Hampshire, United States of America',
      'Neu Berlin, Land, Germany',
    ]);
  });

  it('ignores case, accents and punctuation on both sides', () => {
    expect(labels('DÜSSELDORF')).toEqual(['Düsseldorf, Land, Germany']);
    expect(labels('dusseldorf')).toEqual(['Düsseldorf, Land, Germany']);
    expect(labels('neu-berlin')).toEqual(['Neu Berlin, Land, Germany']);
  });

  it('narrows by country, province, state or code after a comma', () => {
    expect(labels('Berlin, United States')).toEqual(['Berlin, New Hampshire, United States of America']);
    expect(labels('berlin, nh')).toEqual(['Berlin, New Hampshire, United States of America']);
    expect(labels('Berlin, germany')).toEqual(['Berlin, Germany', 'Neu Berlin, Land, Germany']);
    expect(labels('Berlin, France')).toEqual([]);
    expect(labels(', Germany')).toEqual([]);
  });

  it('respects the limit and answers [] for no match or blank input', () => {
    expect(labels('berlin', 1)).toEqual(['Berlin, Germany']);
    expect(labels('zzz')).toEqual([]);
    expect(labels('   ')).toEqual([]);
  });

  it('gives stable, unique ids and leaves out rows without a time zone', () => {
    const ids = FIXTURE.map((entry) => entry.result.placeId);
    expect(ids).toContain('city:DE:Berlin');
    expect(ids).toContain('city:AU:Richmond:Queensland');
    expect(ids).toContain('city:AU:Richmond:New South Wales');
    expect(ids).toContain('city:KOS:Pristina');
    expect(new Set(ids).size).toBe(ids.length);
    expect(labels('vostok')).toEqual([]);
  });

  it('finds the nearest city to a point', () => {
    expect(nearestCity(FIXTURE, { lat: 44, lng: -70 })?.timeZone).toBe('America/New_York');
    expect(nearestCity(FIXTURE, { lat: 52.5, lng: 13 })?.label).toBe('Berlin, Germany');
    expect(nearestCity([], { lat: 0, lng: 0 })).toBeNull();
  });
});

describe('offline maps adapter (city-timezones data)', () => {
  const maps = offlineMaps();
  const index = buildCityIndex(cityMapping);

  it.each([
    ['berlin', 'city:DE:Berlin', 'Europe/Berlin'],
    ['Paris, France', 'city:FR:Paris', 'Europe/Paris'],
    ['münchen', 'city:DE:Munich', 'Europe/Berlin'],
    ['munchen', 'city:DE:Munich', 'Europe/Berlin'],
    ['MUNICH', 'city:DE:Munich', 'Europe/Berlin'],
    ['köln', 'city:DE:Cologne', 'Europe/Berlin'],
    ['new york', 'city:US:New York', 'America/New_York'],
    ['Tokyo', 'city:JP:Tokyo', 'Asia/Tokyo'],
  ])('%s → %s first', async (query, placeId, timeZone) => {
    const [first] = await maps.searchPlaces(query, 8);
    expect(first).toMatchObject({ placeId, timeZone, venue: null });
  });

  it('every city is a storable Place with a unique id', () => {
    for (const { result } of index) expect(v.safeParse(PlaceSchema, result).success, result.label).toBe(true);
    expect(new Set(index.map((entry) => entry.result.placeId)).size).toBe(index.length);
    expect(index.length).toBeGreaterThan(7000);
  });

  it('every alias names exactly one city of the data', () => {
    for (const key of Object.keys(CITY_ALIASES)) {
      const [iso2, city] = key.split(':');
      expect(cityMapping.filter((c) => c.iso2 === iso2 && c.city_ascii === city).length, key).toBe(1);
    }
  });

  it('answers the zone of the nearest city, even at sea', async () => {
    expect(await maps.timeZoneAt(52.52, 13.405)).toBe('Europe/Berlin');
    expect(await maps.timeZoneAt(35.68, 139.76)).toBe('Asia/Tokyo');
    expect(await maps.timeZoneAt(30, -40)).toBe('Atlantic/Azores');
  });
});

describe('travel estimate', () => {
  const berlin = { lat: 52.52, lng: 13.405 };
  const hamburg = { lat: 53.55, lng: 10 };

  it('measures great-circle distance', () => {
    expect(greatCircleKm(berlin, hamburg)).toBeCloseTo(254.8, 0);
    expect(greatCircleKm({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 })).toBeCloseTo(
      343.6,
      0,
    );
    expect(greatCircleKm(berlin, berlin)).toBe(0);
  });

  it('applies each mode’s route factor, speed and overhead', () => {
    expect(estimateTravel(berlin, hamburg, 'DRIVING')).toEqual({ distanceKm: 318.5, durationMinutes: 239 });
    expect(estimateTravel(berlin, hamburg, 'TRAIN')).toEqual({ distanceKm: 305.8, durationMinutes: 153 });
    expect(estimateTravel(berlin, hamburg, 'FLIGHT')).toEqual({ distanceKm: 254.8, durationMinutes: 140 });
    expect(estimateTravel(berlin, berlin, 'DRIVING')).toEqual({ distanceKm: 0, durationMinutes: 0 });
  });
});
