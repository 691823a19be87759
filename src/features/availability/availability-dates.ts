/**
 * The calendar arithmetic of the availability grid, on `YYYY-MM-DD` text only: the grid's dates are
 * calendar dates (a tour day's local date), so nothing here may pass through the device's zone.
 */
import type { AvailabilityDay } from '#contract/availability';

/** `YYYY-MM` of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** Today on the device's own calendar: where the grid opens. */
export function todayDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first and last date of a month `YYYY-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month `steps` months after `month` (negative: before). */
export function shiftMonth(month: string, steps: number): string {
  const [year = 2000, monthNumber = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + steps, 1));
  return shifted.toISOString().slice(0, 7);
}

const atNoonUtc = (date: string) => new Date(`${date}T12:00:00Z`);

/** "12 April" */
export const dayAndMonth = (date: string) =>
  atNoonUtc(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "April 2027" */
export const monthTitle = (month: string) =>
  atNoonUtc(`${month}-15`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Column heading: "Mon 12". */
export const columnHeading = (date: string) =>
  atNoonUtc(date).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });

/** What a booked day says about its tours: the names the caller may see, else "another tour". */
export function bookedOn(day: AvailabilityDay): string {
  const names = day.tours.map((tour) => tour.name);
  if (day.otherTours) names.push('another tour');
  return names.join(', ');
}

/** The whole cell in words: "Robin Hale, 12 April: booked — Spring Tour". */
export function cellLabel(name: string, day: AvailabilityDay): string {
  const when = `${name}, ${dayAndMonth(day.date)}`;
  if (day.status === 'booked') {
    const marked = day.marked ? ' (also marked unavailable)' : '';
    return `${when}: booked — ${bookedOn(day)}${marked}`;
  }
  return `${when}: ${day.status}`;
}
