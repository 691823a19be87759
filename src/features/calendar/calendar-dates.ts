import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** A month as 'YYYY-MM'; its dates are plain calendar dates, never instants. */
export type Month = string;

const MONTH_FORMAT = 'yyyy-MM';
const DATE_FORMAT = 'yyyy-MM-dd';
const WEEK = { weekStartsOn: 1 } as const;

const monthStart = (month: Month) => {
  const parsed = parse(month, MONTH_FORMAT, new Date());
  return isValid(parsed) ? parsed : startOfMonth(new Date());
};

/** The month of the device's today. */
export function currentMonth(): Month {
  return format(new Date(), MONTH_FORMAT);
}

export function shiftMonth(month: Month, months: number): Month {
  return format(addMonths(monthStart(month), months), MONTH_FORMAT);
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: Month): string {
  return format(monthStart(month), 'MMMM yyyy');
}

/** The month's first and last dates, inclusive, as the combined calendar reads them. */
export function monthRange(month: Month): { from: string; to: string } {
  const start = monthStart(month);
  return { from: format(start, DATE_FORMAT), to: format(endOfMonth(start), DATE_FORMAT) };
}

/** The month's weeks, Monday first, padded with the neighbouring months' dates. */
export function monthWeeks(month: Month): string[][] {
  const start = monthStart(month);
  const dates = eachDayOfInterval({
    start: startOfWeek(start, WEEK),
    end: endOfWeek(endOfMonth(start), WEEK),
  }).map((date) => format(date, DATE_FORMAT));
  const weeks: string[][] = [];
  for (let index = 0; index < dates.length; index += 7) weeks.push(dates.slice(index, index + 7));
  return weeks;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
