/**
 * The IANA zone at a point, from the zone boundaries bundled in @photostructure/tz-lookup (pure
 * JS, ~70 kB, microseconds a lookup). A place's zone always comes from where it is, never from its
 * name, so a namesake on another continent cannot lend it the wrong rules. At sea it answers the
 * nautical zone (`Etc/GMT+3`), which is what a ship's clock keeps.
 */
import tzLookup from '@photostructure/tz-lookup';

export function timeZoneAt(lat: number, lng: number): string {
  return tzLookup(lat, lng);
}

/** `Intl.Locale#timeZones` (V8 ≥ 9.9); not yet in TypeScript's ES2023 lib. */
type LocaleWithZones = Intl.Locale & { readonly timeZones?: readonly string[] };

const zonesByCountry = new Map<string, readonly string[]>();
const canonicalZones = new Map<string, string>();

/** The zones CLDR lists for a country ('ID' → Jakarta, Pontianak, Makassar, Jayapura); [] if none. */
function countryZones(countryCode: string): readonly string[] {
  let zones = zonesByCountry.get(countryCode);
  if (!zones) {
    try {
      zones = (new Intl.Locale(`und-${countryCode}`) as LocaleWithZones).timeZones ?? [];
    } catch {
      zones = [];
    }
    zonesByCountry.set(countryCode, zones);
  }
  return zones;
}

/** ICU's name for a zone: CLDR lists 'Europe/Kiev' where tz-lookup answers 'Europe/Kyiv'. */
function canonical(zone: string): string {
  let name = canonicalZones.get(zone);
  if (!name) {
    name = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    canonicalZones.set(zone, name);
  }
  return name;
}

/** Rings around a city, in degrees, searched for a zone of its own country. */
const RING_STEPS = [0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5, 2];
const DIRECTIONS = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/**
 * The zone of a city whose country is known. tz-lookup's boundaries are simplified, so a city near
 * a border can land in its neighbour's zone (Dili in Indonesia's, Pago Pago in Samoa's — a day
 * apart). The coordinates still decide, but the answer must be a zone of the city's own country:
 * a one-zone country gets that zone; otherwise the nearest point whose zone belongs to the
 * country wins. Countries CLDR lists no zone for (Kosovo) keep the lookup as it is.
 */
export function cityTimeZone(lat: number, lng: number, countryCode: string): string {
  const zone = timeZoneAt(lat, lng);
  const own = countryZones(countryCode);
  if (own.length === 0 || own.includes(canonical(zone))) return zone;
  if (own.length === 1 && own[0]) return own[0];
  for (const step of RING_STEPS) {
    for (const [dLat, dLng] of DIRECTIONS) {
      const nearby = timeZoneAt(Math.max(-90, Math.min(90, lat + dLat * step)), wrapLng(lng + dLng * step));
      if (own.includes(canonical(nearby))) return nearby;
    }
  }
  return zone;
}

const wrapLng = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
