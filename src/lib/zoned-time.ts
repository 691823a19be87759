/**
 * Times on a tour day are the venue's wall clock (the day's IANA zone); the viewer's own clock is
 * shown beside them only where it differs. Calendar dates stay `YYYY-MM-DD` strings throughout.
 */
import { zonedTimeToIso } from '#contract/dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, options: Intl.DateTimeFormatOptions, locale = 'en-GB') {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const timeFormat = (timeZone: string) =>
  formatter(`time|${timeZone}`, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
// en-CA writes dates as YYYY-MM-DD.
const dateFormat = (timeZone: string) =>
  formatter(`date|${timeZone}`, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

let viewerZone: string | undefined;

/** The viewer's own zone, as the browser reports it: read once per page load (it is costly). */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return viewerZone;
}

/** '2027-04-12T17:30:00Z', 'Europe/Berlin' → '19:30'. */
export function formatTime(iso: string, timeZone: string): string {
  return timeFormat(timeZone).format(new Date(iso));
}

/** The calendar date of an instant in a zone: '2027-04-12T23:30:00Z', 'Europe/Berlin' → '2027-04-13'. */
export function dateInZone(iso: string | Date, timeZone: string): string {
  return dateFormat(timeZone).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** Today on the viewer's own calendar. */
export function viewerToday(now: Date = new Date()): string {
  return dateInZone(now, viewerTimeZone());
}

/** '2027-04-30', 1 → '2027-05-01'. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2027-05-01' → 'Saturday, May 1, 2027'. */
export function formatLongDay(date: string): string {
  return formatter(
    'long-day',
    {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    },
    'en-US',
  ).format(asUtcDate(date));
}

/** '2027-05-01' → 'Sat'. */
export function formatWeekday(date: string): string {
  return formatter('weekday', { weekday: 'short', timeZone: 'UTC' }, 'en-US').format(asUtcDate(date));
}

/** '2027-05-01' → 'May 1'. */
export function formatShortDay(date: string): string {
  return formatter('short-day', { month: 'short', day: 'numeric', timeZone: 'UTC' }, 'en-US').format(
    asUtcDate(date),
  );
}

/** 'Europe/Paris' on a date → 'UTC+02:00' (the offset at noon that day). */
export function zoneOffsetLabel(timeZone: string, date: string): string {
  const parts = formatter(`offset|${timeZone}`, { timeZone, timeZoneName: 'longOffset' }, 'en-US')
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName');
  const label = parts?.value ?? 'GMT';
  return label === 'GMT' ? 'UTC' : label.replace('GMT', 'UTC');
}

/**
 * The viewer's reading of a venue time, or null when their clock shows the same: '13:30', or
 * 'Tue 01:30' when it falls on another calendar day for them.
 */
export function viewerTime(
  iso: string,
  venueZone: string,
  viewerZone: string = viewerTimeZone(),
): string | null {
  const venueTime = formatTime(iso, venueZone);
  const ownTime = formatTime(iso, viewerZone);
  const venueDate = dateInZone(iso, venueZone);
  const ownDate = dateInZone(iso, viewerZone);
  if (venueTime === ownTime && venueDate === ownDate) return null;
  return ownDate === venueDate ? ownTime : `${formatWeekday(ownDate)} ${ownTime}`;
}

/**
 * An event's start and end from wall-clock times on the day: an end before the start is the next
 * morning (a show that runs past midnight).
 */
export function zonedRange(date: string, startTime: string, endTime: string, timeZone: string) {
  const endsNextDay = endTime < startTime;
  return {
    startAt: zonedTimeToIso(date, startTime, timeZone),
    endAt: zonedTimeToIso(endsNextDay ? addDays(date, 1) : date, endTime, timeZone),
    endsNextDay,
  };
}
