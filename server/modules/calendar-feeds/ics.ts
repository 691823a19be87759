/**
 * An iCalendar (RFC 5545) document of tour events: local times with their TZID and one VTIMEZONE
 * per zone used, so a subscriber's calendar shows each event at the hour it happens where it
 * happens, across daylight-saving changes.
 */
import { icsLocal, offsetMinutes, vtimezone } from './ics-timezones';

export interface FeedEvent {
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  location: string | null;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const width = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
const localStamp = (date: Date, timeZone: string) =>
  icsLocal(date.getTime(), offsetMinutes(timeZone, date.getTime()));

function vevent(event: FeedEvent, host: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    // Seconds since creation: 0 for a new event and larger after every edit.
    `SEQUENCE:${Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000))}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.startAt, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(event.endAt, event.timeZone)}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed; `host` makes the UIDs globally unique. */
export function renderCalendar(name: string, events: readonly FeedEvent[], host: string): string {
  const zones = new Map<string, { first: number; last: number }>();
  for (const event of events) {
    const first = event.startAt.getUTCFullYear();
    const last = event.endAt.getUTCFullYear();
    const seen = zones.get(event.timeZone);
    zones.set(event.timeZone, {
      first: Math.min(seen?.first ?? first, first),
      last: Math.max(seen?.last ?? last, last),
    });
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Roadie//Tour calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...[...zones].flatMap(([zone, years]) => vtimezone(zone, years.first, years.last)),
    ...events.flatMap((event) => vevent(event, host)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
