/**
 * The travel tracker's arithmetic, pure: each person's journeys day by day, and the gaps — a show
 * in a city the person has no way to reach, or two journeys of one person at the same time. A
 * journey belongs to the day it departs on, in its origin's zone (a red-eye leaving London at 23:30
 * is that London day's, and lands on the next New York day).
 */
import type { Travel } from '#contract/travel';
import { dateInZone } from '../../lib/zoned-time';

export interface TrackerLeg {
  eventId: string;
  title: string;
  startAt: string;
  endAt: string;
  travel: Travel;
  userIds: readonly string[];
}

export interface TrackerShow {
  eventId: string;
  date: string;
  startAt: string;
  /** The show's city (its day's); null when the day has no place yet. */
  city: string | null;
  /** The people on it; empty = everyone on the tour. */
  userIds: readonly string[];
}

export type TravelGap =
  | { kind: 'no-way-there'; city: string; from: string; showId: string }
  | { kind: 'overlap'; eventIds: readonly [string, string] };

export interface TrackerCell {
  legs: TrackerLeg[];
  gaps: TravelGap[];
}

/** A place "is" a city when its name names it: 'JFK New York' is New York. */
export const placeIs = (place: string, city: string) =>
  place.toLocaleLowerCase().includes(city.toLocaleLowerCase());

export const departureDate = (leg: Pick<TrackerLeg, 'startAt' | 'travel'>) =>
  dateInZone(leg.startAt, leg.travel.origin.timeZone);

const byStart = (a: { startAt: string }, b: { startAt: string }) =>
  Date.parse(a.startAt) - Date.parse(b.startAt);

function cellOf(cells: Map<string, TrackerCell>, date: string): TrackerCell {
  let cell = cells.get(date);
  if (!cell) {
    cell = { legs: [], gaps: [] };
    cells.set(date, cell);
  }
  return cell;
}

/** Two journeys of one person that overlap in time, on the day the later one departs. */
function overlaps(legs: readonly TrackerLeg[], cells: Map<string, TrackerCell>) {
  let latest: TrackerLeg | undefined;
  for (const leg of legs) {
    if (latest && Date.parse(leg.startAt) < Date.parse(latest.endAt)) {
      cellOf(cells, departureDate(leg)).gaps.push({
        kind: 'overlap',
        eventIds: [latest.eventId, leg.eventId],
      });
    }
    if (!latest || Date.parse(leg.endAt) > Date.parse(latest.endAt)) latest = leg;
  }
}

/**
 * Where the person is when a show starts: the destination of the last journey landed by then, or
 * else the city of their previous show (they were there). Null when nothing is known yet.
 */
function whereAt(instant: number, legs: readonly TrackerLeg[], lastShowCity: string | null) {
  const landed = legs
    .filter((leg) => Date.parse(leg.endAt) <= instant)
    .sort((a, b) => Date.parse(a.endAt) - Date.parse(b.endAt));
  return landed.at(-1)?.travel.destination.name ?? lastShowCity;
}

/** One person's row: their journeys and gaps by date (YYYY-MM-DD); dates without either are absent. */
export function personTravel(
  userId: string,
  legs: readonly TrackerLeg[],
  shows: readonly TrackerShow[],
): Map<string, TrackerCell> {
  const cells = new Map<string, TrackerCell>();
  const mine = legs.filter((leg) => leg.userIds.includes(userId)).sort(byStart);
  for (const leg of mine) cellOf(cells, departureDate(leg)).legs.push(leg);
  overlaps(mine, cells);
  let lastShowCity: string | null = null;
  for (const show of [...shows].sort(byStart)) {
    if (show.userIds.length > 0 && !show.userIds.includes(userId)) continue;
    if (!show.city) continue;
    const there = whereAt(Date.parse(show.startAt), mine, lastShowCity);
    if (there && !placeIs(there, show.city)) {
      cellOf(cells, show.date).gaps.push({
        kind: 'no-way-there',
        city: show.city,
        from: there,
        showId: show.eventId,
      });
    }
    lastShowCity = show.city;
  }
  return cells;
}
