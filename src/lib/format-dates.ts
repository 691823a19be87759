// Made on first use, not when the module loads: each Intl.DateTimeFormat costs enough to show in
// the start-up profile, and a screen may need one of them or none.
let dayFormat: Intl.DateTimeFormat | undefined;
let rangeFormat: Intl.DateTimeFormat | undefined;

// Calendar dates are read as UTC midnight and shown in UTC, so no zone can move them a day.
const asInstant = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2027-05-01' → 'Sat, May 1, 2027'. */
export function formatDay(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(asInstant(date));
}

/** '2027-04-12', '2027-04-20' → 'Apr 12 – 20, 2027'. */
export function formatDateRange(startDate: string, endDate: string): string {
  rangeFormat ??= new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return rangeFormat.formatRange(asInstant(startDate), asInstant(endDate));
}
