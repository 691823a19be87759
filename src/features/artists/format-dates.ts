const DATE_FORMAT = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2027-04-12', '2027-04-20' → 'Apr 12 – 20, 2027'; calendar dates, so no time zone may shift them. */
export function formatDateRange(startDate: string, endDate: string): string {
  return DATE_FORMAT.formatRange(new Date(`${startDate}T00:00:00Z`), new Date(`${endDate}T00:00:00Z`));
}
