import { buildCityIndex, type CityEntry, nearestCity, searchCities } from './city-index';
import type { MapsAdapter } from './maps-adapter';
import { estimateTravel } from './travel-estimate';

let cities: Promise<CityEntry[]> | undefined;

/** Loaded on first use (~2 MB of JSON): processes and test files that never search do not pay for it. */
function cityIndex(): Promise<CityEntry[]> {
  cities ??= import('city-timezones').then((data) => buildCityIndex(data.cityMapping));
  return cities;
}

/**
 * Embedded default, no network: ~7,300 cities with IANA zones (city-timezones). A point's zone is
 * its nearest city's, so even a point at sea gets the zone of the closest coast — a reasonable
 * guess for a ferry day, and the day's zone can still be edited. Travel time is estimated from
 * the great-circle distance (see travel-estimate.ts for the assumptions).
 */
export function offlineMaps(): MapsAdapter {
  return {
    provider: 'offline',
    async searchPlaces(query, limit) {
      return searchCities(await cityIndex(), query, limit);
    },
    async timeZoneAt(lat, lng) {
      return nearestCity(await cityIndex(), { lat, lng })?.timeZone ?? null;
    },
    async travelTime(from, to, mode) {
      return estimateTravel(from, to, mode);
    },
  };
}
