import * as v from 'valibot';
import { EARLIEST_YEAR, LATEST_YEAR } from './limits';
import { MESSAGES } from './messages';

export const DATE_RANGE_MESSAGE = `Use a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

/** The year of a date or instant is one the product plans in (and the database can hold). */
const inPlannedYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return Number.isNaN(year) || (year >= EARLIEST_YEAR && year <= LATEST_YEAR);
};

/** A calendar date `YYYY-MM-DD` (never an instant), e.g. a tour day's local date. */
export const CalendarDateSchema = v.pipe(
  v.string(MESSAGES.required),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-04-12'),
  v.check(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Not a real date',
  ),
  v.check((value) => inPlannedYears(`${value}T12:00:00Z`), DATE_RANGE_MESSAGE),
);

/** An instant as an ISO-8601 string; stored and answered in UTC. */
export const InstantSchema = v.pipe(
  v.string(MESSAGES.required),
  v.isoTimestamp('Use an ISO-8601 time with its offset, e.g. 2027-04-12T19:30:00Z'),
  v.check(inPlannedYears, DATE_RANGE_MESSAGE),
);

/** An IANA time zone the runtime knows, e.g. `Europe/Berlin`. */
export const TimeZoneSchema = v.pipe(
  v.string(MESSAGES.required),
  v.check((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return value.length > 0;
    } catch {
      return false;
    }
  }, 'Unknown time zone'),
);

/** Every date from `start` to `end`, inclusive. */
export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * One `Intl.DateTimeFormat` per zone for fixed options, built on first use: building one costs
 * ~15 µs, far more than formatting with it, and a seed, a report or a copy of events formats
 * thousands of instants in a few zones.
 */
export function formatterPerZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const built = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = built.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      built.set(timeZone, format);
    }
    return format;
  };
}

const zoneDate = /* @__PURE__ */ formatterPerZone('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date of an instant in a zone ('YYYY-MM-DD': en-CA writes it so). */
export const dateInZone = (instant: Date, timeZone: string): string => zoneDate(timeZone).format(instant);

const zoneClock = /* @__PURE__ */ formatterPerZone('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes the zone is ahead of UTC at an instant (e.g. +120 for Berlin in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = zoneClock(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant of a wall-clock time on a calendar date in a zone: ('2027-04-12', '19:30', 'Europe/Berlin') → UTC ISO. */
export function zonedTimeToIso(date: string, time: string, timeZone: string): string {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // Two passes settle the offset on days when it changes (DST transitions).
  let guess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  guess = naive - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess).toISOString();
}
