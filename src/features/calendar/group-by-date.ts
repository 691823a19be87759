import type { CalendarItem } from '#contract/calendar';
import { dateInZone } from '../../lib/zoned-time';

/**
 * Items by the local date they start on, each in its own zone (a 21:00 show in Los Angeles is on
 * its own date, not tomorrow's UTC one). Items that began before the range sit on its first date.
 */
export function groupByDate(items: readonly CalendarItem[], from: string): Map<string, CalendarItem[]> {
  const byDate = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const date = dateInZone(item.startAt, item.timeZone);
    const key = date < from ? from : date;
    const list = byDate.get(key) ?? [];
    list.push(item);
    byDate.set(key, list);
  }
  return byDate;
}
