import type { TourDay } from '#contract/tour-days';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { formatDay } from '../../lib/format-dates';
import type { SelectOption } from '../../ui/select-field';

/** 'Sat, May 1, 2027 · Berlin · Show day': the date first, as in the itinerary. */
export function dayLabel(day: TourDay): string {
  const tag = day.tag ? DAY_TAG_LABELS[day.tag] : 'no day tag yet';
  return [formatDay(day.date), day.city, tag].filter(Boolean).join(' · ');
}

/** The tour's days for a select, after a "choose" placeholder. */
export function dayOptions(days: readonly TourDay[], placeholder: string): SelectOption[] {
  return [{ value: '', label: placeholder }, ...days.map((day) => ({ value: day.id, label: dayLabel(day) }))];
}
