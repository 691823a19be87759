import type { CalendarItem } from '#contract/calendar';
import { addDays, dateInZone } from '../../lib/zoned-time';

export const isStay = (item: Pick<CalendarItem, 'type'>) => item.type === 'HOTEL_STAY';

/**
 * The nights a hotel stay covers, as local dates in the hotel's zone: check-in date up to the night
 * before check-out (a stay that starts and ends on one date is that one night). A stay is shown on
 * each of its nights, never as a timed event.
 */
export function stayNights(item: Pick<CalendarItem, 'startAt' | 'endAt' | 'timeZone'>): string[] {
  const first = dateInZone(item.startAt, item.timeZone);
  const checkOut = dateInZone(item.endAt, item.timeZone);
  const nights = [first];
  for (let night = addDays(first, 1); night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}
