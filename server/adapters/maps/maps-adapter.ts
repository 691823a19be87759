/**
 * The maps port. Adapters: offline city data (embedded default, no network) and Google Maps APIs
 * (GOOGLE_MAPS_KEY). Both answer in the contract's shapes so routes never know which one runs.
 */
import type { Coordinates, PlaceResult, TravelMode, TravelTime } from '#contract/maps';

export interface MapsAdapter {
  /** Which provider answers; shown in logs and checked by tests of the env switch. */
  readonly provider: 'offline' | 'google';
  /** Best matches first; `[]` when nothing matches (the client shows 'City not found'). */
  searchPlaces(query: string, limit: number): Promise<PlaceResult[]>;
  /** The IANA time zone at a point, or null when the provider knows none there. */
  timeZoneAt(lat: number, lng: number): Promise<string | null>;
  travelTime(from: Coordinates, to: Coordinates, mode: TravelMode): Promise<TravelTime>;
}
