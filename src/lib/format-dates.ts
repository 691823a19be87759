const DAY_FORMAT = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const RANGE_FORMAT = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

// Calendar dates are read as UTC midnight and shown in UTC, so no zone can move them a day.
const asInstant = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2027-05-01' → 'Sat, May 1, 2027'. */
export function formatDay(date: string): string {
  return DAY_FORMAT.format(asInstant(date));
}

/** '2027-04-12', '2027-04-20' → 'Apr 12 – 20, 2027'. */
export function formatDateRange(startDate: string, endDate: string): string {
  return RANGE_FORMAT.formatRange(asInstant(startDate), asInstant(endDate));
}
