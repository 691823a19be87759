import type { CalendarItem } from '#contract/calendar';
import { dateInZone } from '../../lib/zoned-time';
import { isStay, stayNights } from './stay-nights';

const add = (byDate: Map<string, CalendarItem[]>, date: string, item: CalendarItem) => {
  const list = byDate.get(date) ?? [];
  list.push(item);
  byDate.set(date, list);
};

/**
 * Items by the local date they start on, each in its own zone (a 21:00 show in Los Angeles is on
 * its own date, not tomorrow's UTC one). Items that began before the range sit on its first date.
 * A hotel stay sits on each of its nights within the range, before that date's timed items.
 */
export function groupByDate(
  items: readonly CalendarItem[],
  from: string,
  to = '9999-12-31',
): Map<string, CalendarItem[]> {
  const byDate = new Map<string, CalendarItem[]>();
  for (const item of items.filter(isStay)) {
    for (const night of stayNights(item)) if (night >= from && night <= to) add(byDate, night, item);
  }
  for (const item of items) {
    if (isStay(item)) continue;
    const date = dateInZone(item.startAt, item.timeZone);
    add(byDate, date < from ? from : date, item);
  }
  return byDate;
}
