import * as v from 'valibot';
import { MESSAGES } from './messages';

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
);

/** An instant as an ISO-8601 string; stored and answered in UTC. */
export const InstantSchema = v.pipe(
  v.string(MESSAGES.required),
  v.isoTimestamp('Use an ISO-8601 time with its offset, e.g. 2027-04-12T19:30:00Z'),
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
