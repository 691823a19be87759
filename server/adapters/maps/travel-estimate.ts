/** Great-circle geometry and the distance-based travel estimate both adapters can fall back on. */
import type { Coordinates, TravelMode, TravelTime } from '#contract/maps';

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance: accurate to ~0.5% (the earth is not a sphere), plenty for planning. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Assumptions, per mode (rough European averages, meant for a tour plan, not a timetable):
 * - DRIVING: roads are ~25% longer than the straight line; 80 km/h door to door including towns,
 *   traffic and a fuel stop — a splitter van or nightliner, not a sports car.
 * - TRAIN: tracks are ~20% longer than the straight line; 120 km/h averages high-speed and regional
 *   legs with stops.
 * - FLIGHT: the straight line at 750 km/h block speed, plus 2 hours for getting to the gate,
 *   boarding, taxiing and baggage — which is what makes short flights lose to the road.
 */
const MODES: Record<TravelMode, { routeFactor: number; speedKmh: number; overheadMinutes: number }> = {
  DRIVING: { routeFactor: 1.25, speedKmh: 80, overheadMinutes: 0 },
  TRAIN: { routeFactor: 1.2, speedKmh: 120, overheadMinutes: 0 },
  FLIGHT: { routeFactor: 1, speedKmh: 750, overheadMinutes: 120 },
};

export function estimateTravel(from: Coordinates, to: Coordinates, mode: TravelMode): TravelTime {
  const { routeFactor, speedKmh, overheadMinutes } = MODES[mode];
  const distanceKm = greatCircleKm(from, to) * routeFactor;
  return {
    distanceKm: Math.round(distanceKm * 10) / 10,
    durationMinutes: Math.round((distanceKm / speedKmh) * 60 + overheadMinutes),
  };
}
