/** Message times on the reader's own clock (a conversation has no venue: its people are everywhere). */
import {
  addDays,
  dateInZone,
  formatLongDay,
  formatShortDay,
  formatTime,
  viewerTimeZone,
  viewerToday,
} from '../../lib/zoned-time';

/** '2027-05-01T17:30:00Z' → '19:30' for a reader in Berlin. */
export function messageTime(iso: string): string {
  return formatTime(iso, viewerTimeZone());
}

/** The reader's calendar date of a message: what day separators group by. */
export function messageDate(iso: string): string {
  return dateInZone(iso, viewerTimeZone());
}

/** A day separator: 'Today', 'Yesterday' or 'Saturday, May 1, 2027'. */
export function dayLabel(date: string, today: string = viewerToday()): string {
  if (date === today) return 'Today';
  if (date === addDays(today, -1)) return 'Yesterday';
  return formatLongDay(date);
}

/** A list row's time: '19:30' today, 'Yesterday', else 'May 1'. */
export function shortTime(iso: string, today: string = viewerToday()): string {
  const date = messageDate(iso);
  if (date === today) return messageTime(iso);
  if (date === addDays(today, -1)) return 'Yesterday';
  return formatShortDay(date);
}
