/**
 * The demo tour's journeys as travel details: every travel day of the itinerary becomes a leg from
 * the previous stop (its zone for the departure) to the day's city (its zone for the arrival), with
 * a carrier number and everyone on the tour on it — a train, flights and the nightliner.
 */
import { zonedTimeToIso } from '#contract/dates';
import type { Travel, TravelMode } from '#contract/travel';
import type { Stop } from './demo-itinerary';

const MODES: Record<NonNullable<Stop['travel']>['mode'], TravelMode> = {
  Flight: 'FLIGHT',
  Train: 'TRAIN',
  Bus: 'BUS',
};

/** Carrier and number per route, as a booking would show them. */
const NUMBERS: Record<string, string> = {
  'London St Pancras → Paris Gare du Nord': 'ES 9014',
  'CDG → BER': 'AF 1534',
  'Berlin → Hamburg': 'Nightliner 1',
  'Hamburg → Amsterdam': 'Nightliner 1',
  'AMS → JFK': 'KL 641',
  'DCA → ORD': 'AA 2313',
  'DEN → LAX': 'UA 1187',
  'YVR → YYZ': 'AC 112',
  'YUL → LHR': 'BA 94',
};

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** 'CDG' → 'CDG Paris': the travel tracker knows a place by the city in its name. */
const named = (place: string, city: string) => (place.includes(city) ? place : `${place} ${city}`);

export interface DemoLeg {
  travel: Travel;
  startAt: string;
  endAt: string;
}

/** The leg of a travel day, or null for a day without one (or the first day: nowhere to come from). */
export function demoLeg(stop: Stop, previous: Stop | undefined, date: string): DemoLeg | null {
  if (!stop.travel || !previous) return null;
  const [from = previous.city, to = stop.city] = stop.travel.route.split(' → ');
  const endAt = zonedTimeToIso(date, stop.travel.arrive, stop.timeZone);
  let startAt = zonedTimeToIso(date, stop.travel.depart, previous.timeZone);
  // An overnight journey (the red-eye home) left the evening before the day it lands on.
  if (Date.parse(endAt) <= Date.parse(startAt))
    startAt = zonedTimeToIso(dayBefore(date), stop.travel.depart, previous.timeZone);
  return {
    travel: {
      mode: MODES[stop.travel.mode],
      number: NUMBERS[stop.travel.route] ?? null,
      origin: { name: named(from, previous.city), timeZone: previous.timeZone },
      destination: { name: named(to, stop.city), timeZone: stop.timeZone },
      bookingReference: stop.travel.mode === 'Bus' ? null : `NS${date.replaceAll('-', '').slice(2)}`,
    },
    startAt,
    endAt,
  };
}
