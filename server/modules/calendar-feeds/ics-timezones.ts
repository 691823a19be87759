/**
 * VTIMEZONE blocks made from the IANA zones the runtime knows (`Intl`), so a feed needs no zone
 * database of its own: every offset change in the years covered becomes one STANDARD or DAYLIGHT
 * component with its exact local start, which calendar apps apply without any RRULE guessing.
 */
import { formatterPerZone } from '#contract/dates';

const HOUR = 3_600_000;

const offsetFormat = formatterPerZone('en-US', { timeZoneName: 'longOffset' });

/** The zone's offset from UTC at `ms`, in minutes (e.g. 120 for CEST). */
export function offsetMinutes(timeZone: string, ms: number): number {
  const name =
    offsetFormat(timeZone)
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

const shortNameOf = (timeZone: string, ms: number) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/** `+0200` / `-0500`. */
export function icsOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}${mm}`;
}

/** `20270328T020000`: the wall-clock time `ms` shows at `offset` minutes from UTC. */
export function icsLocal(ms: number, offset: number): string {
  return new Date(ms + offset * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** Every instant in [startMs, endMs) where the zone's offset changes, to the minute. */
function transitions(timeZone: string, startMs: number, endMs: number): Transition[] {
  const found: Transition[] = [];
  let previous = offsetMinutes(timeZone, startMs);
  // Offsets change at most a few times a year; 12-hour steps never skip over one.
  for (let at = startMs + 12 * HOUR; at <= endMs; at += 12 * HOUR) {
    const current = offsetMinutes(timeZone, at);
    if (current === previous) continue;
    let low = at - 12 * HOUR;
    let high = at;
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, mid) === previous) low = mid;
      else high = mid;
    }
    found.push({ at: high, from: previous, to: current });
    previous = current;
  }
  return found;
}

/** The VTIMEZONE lines for one zone over the calendar years firstYear..lastYear. */
export function vtimezone(timeZone: string, firstYear: number, lastYear: number): string[] {
  const start = Date.UTC(firstYear, 0, 1);
  const end = Date.UTC(lastYear + 1, 0, 1);
  const changes = transitions(timeZone, start, end);
  const standardOffset = Math.min(offsetMinutes(timeZone, start), ...changes.map((change) => change.to));
  const first = offsetMinutes(timeZone, start);
  // The offset in force at the start of the range, so times before the first change resolve too.
  const opening: Transition = { at: start, from: first, to: first };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  for (const change of [opening, ...changes]) {
    const kind = change.to > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${icsLocal(change.at, change.from)}`,
      `TZOFFSETFROM:${icsOffset(change.from)}`,
      `TZOFFSETTO:${icsOffset(change.to)}`,
      `TZNAME:${shortNameOf(timeZone, change.at)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
