/**
 * The offline place search over the city-timezones rows: pure functions over a prepared index, so
 * matching and ranking are unit-tested on a handful of rows as well as on the real data.
 */
import type { Coordinates, PlaceResult } from '#contract/maps';
import { CITY_ALIASES } from './city-aliases';
import { greatCircleKm } from './travel-estimate';

/**
 * The fields of a city-timezones row we use. Its typings are optimistic: `timezone` is null for
 * Antarctic stations and `iso2` is '' or -99 for places without a code (Kosovo, Somaliland).
 */
export interface CityRow {
  city: string;
  city_ascii: string;
  country: string;
  iso2: string | number;
  iso3: string;
  province: string;
  state_ansi?: string;
  lat: number;
  lng: number;
  pop: number;
  timezone: string | null;
}

export interface CityEntry {
  result: PlaceResult;
  population: number;
  /** Folded names the query head is matched against (native, ASCII, aliases). */
  names: string[];
  /** Folded country, province and codes, matched by the parts after a comma ('Paris, France'). */
  qualifiers: string[];
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
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđıþ]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function uniqueFolded(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.map((value) => fold(value ?? '')).filter((value) => value !== ''))];
}

const countryCode = (row: CityRow) =>
  typeof row.iso2 === 'string' && /^[A-Z]{2}$/.test(row.iso2) ? row.iso2 : row.iso3;

function labelOf(row: CityRow): string {
  // 'Berlin, Berlin, Germany' says nothing twice: a province named like its city is left out.
  const province = row.province && fold(row.province) !== fold(row.city) ? row.province : null;
  return [row.city, province, row.country].filter(Boolean).join(', ');
}

/**
 * Rows without a time zone (Antarctic stations) cannot be a `Place`, so they are left out. The id
 * is `city:<iso2>:<city_ascii>`; the few pairs that share one (two Richmonds in AU) get the
 * province appended, so every id names one city and stays the same across restarts.
 */
export function buildCityIndex(rows: readonly CityRow[]): CityEntry[] {
  const usable = rows.filter((row): row is CityRow & { timezone: string } => Boolean(row.timezone));
  const baseId = (row: CityRow) => `city:${countryCode(row)}:${row.city_ascii}`;
  const seen = new Map<string, number>();
  for (const row of usable) seen.set(baseId(row), (seen.get(baseId(row)) ?? 0) + 1);
  return usable.map((row) => {
    const id = baseId(row);
    const aliases = CITY_ALIASES[`${countryCode(row)}:${row.city_ascii}`] ?? [];
    return {
      result: {
        placeId: (seen.get(id) ?? 0) > 1 ? `${id}:${row.province}` : id,
        city: row.city,
        country: row.country || null,
        venue: null,
        timeZone: row.timezone,
        latitude: row.lat,
        longitude: row.lng,
        label: labelOf(row),
      },
      population: row.pop,
      names: uniqueFolded([row.city, row.city_ascii, ...aliases]),
      qualifiers: uniqueFolded([row.country, row.province, row.state_ansi, countryCode(row), row.iso3]),
    };
  });
}

function nameQuality(name: string, query: string): number | null {
  if (name === query) return EXACT;
  if (name.startsWith(query)) return PREFIX;
  if (name.includes(` ${query}`)) return WORD_PREFIX;
  if (name.includes(query)) return SUBSTRING;
  return null;
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

/**
 * The text before the first comma is the city; each later part narrows by country, province or
 * country code ('Paris, France', 'Portland, OR'). Ranked by match quality, then population (the
 * Paris people mean is the big one), then label so equal hits keep one order.
 */
export function searchCities(index: readonly CityEntry[], query: string, limit: number): PlaceResult[] {
  const [head = '', ...rest] = query.split(',').map(fold);
  const parts = rest.filter((part) => part !== '');
  if (head === '') return [];
  const hits: { entry: CityEntry; quality: number }[] = [];
  for (const entry of index) {
    if (!parts.every((part) => qualifies(entry.qualifiers, part))) continue;
    const quality = bestQuality(entry.names, head);
    if (quality !== null) hits.push({ entry, quality });
  }
  hits.sort(
    (a, b) =>
      a.quality - b.quality ||
      b.entry.population - a.entry.population ||
      a.entry.result.label.localeCompare(b.entry.result.label),
  );
  return hits.slice(0, limit).map((hit) => hit.entry.result);
}

/** The city closest to a point by great-circle distance; null only for an empty index. */
export function nearestCity(index: readonly CityEntry[], point: Coordinates): PlaceResult | null {
  let nearest: PlaceResult | null = null;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const { result } of index) {
    const km = greatCircleKm(point, { lat: result.latitude, lng: result.longitude });
    if (km < nearestKm) {
      nearest = result;
      nearestKm = km;
    }
  }
  return nearest;
}
