/**
 * A schedule change in the words a crew member reads on a lock screen: the change itself, in the
 * venue's wall clock. "Doors 19:00 → 19:30 · Columbiahalle", "New: Soundcheck 16:00",
 * "Cancelled: Meet & greet 18:00", "Soundcheck → Line check 16:00".
 */
import { formatterPerZone } from '#contract/dates';

export interface EventState {
  title: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  /** The calendar date of its tour day (YYYY-MM-DD). */
  date: string;
}

const formatter = formatterPerZone('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const localTime = (instant: Date, timeZone: string) => formatter(timeZone).format(instant);

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** '2027-03-20' → 'Sat 20 Mar' (a calendar date, so read in UTC: no zone can shift it). */
export function dayLabel(date: string): string {
  const parts = dayFormat.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

const withPlace = (line: string, place: string | null) => (place ? `${line} · ${place}` : line);

function changeLine(before: EventState, after: EventState): string | null {
  const renamed = before.title !== after.title;
  const startMoved = before.startAt.getTime() !== after.startAt.getTime() || before.date !== after.date;
  const endMoved = before.endAt.getTime() !== after.endAt.getTime();
  if (!renamed && !startMoved && !endMoved) return null;
  const name = renamed ? `${before.title} → ${after.title}` : after.title;
  const from = localTime(before.startAt, before.timeZone);
  const to = localTime(after.startAt, after.timeZone);
  if (startMoved) {
    // Moved to another day: say which, or "19:00 → 19:30" would read as the same evening.
    const target = before.date === after.date ? to : `${dayLabel(after.date)} ${to}`;
    return `${name} ${from} → ${target}`;
  }
  if (endMoved) {
    return `${name} until ${localTime(before.endAt, before.timeZone)} → ${localTime(after.endAt, after.timeZone)}`;
  }
  return `${name} ${to}`;
}

/** The line for a change, or null when nothing a schedule shows changed (a description, a location note). */
export function scheduleLine(
  before: EventState | null,
  after: EventState | null,
  place: string | null,
): string | null {
  if (!before && after)
    return withPlace(`New: ${after.title} ${localTime(after.startAt, after.timeZone)}`, place);
  if (before && !after) {
    return withPlace(`Cancelled: ${before.title} ${localTime(before.startAt, before.timeZone)}`, place);
  }
  if (!before || !after) return null;
  const line = changeLine(before, after);
  return line ? withPlace(line, place) : null;
}
