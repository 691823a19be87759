/**
 * How a report writes a value in a cell: times as the wall clock 'HH:mm' of the event's or leg's
 * zone, dates 'YYYY-MM-DD', booleans 'Yes'/'No', nothing as an empty cell.
 */
import { YES_NO_VALUES } from '#contract/supplemental-questions';
import { localTime } from '../events/schedule-wording';

export const wallClock = (instant: Date, timeZone: string): string => localTime(instant, timeZone);

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A supplemental answer as a cell: YES/NO answers read as the other booleans do. */
export function answerCell(value: string | undefined): string {
  if (value === undefined) return '';
  if (value === YES_NO_VALUES[0]) return 'Yes';
  if (value === YES_NO_VALUES[1]) return 'No';
  return value;
}

export const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** Inside an optional from/to range of calendar dates (both inclusive). */
export const withinRange = (date: string, from: string | null, to: string | null): boolean =>
  (!from || date >= from) && (!to || date <= to);
