import { gt, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const DAY = 86_400_000;
/** Zones are within ±14 h of UTC: a two-day margin lets the start index narrow before local dates are compared. */
const margin = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY);

/**
 * Conditions for rows whose local dates (each in its own zone) overlap the calendar range
 * `from`..`to`, both inclusive: a multi-day item is listed on every date it touches.
 */
export function overlapsDates(
  columns: { startAt: AnyPgColumn; endAt: AnyPgColumn; timeZone: AnyPgColumn },
  range: { from?: string | undefined; to?: string | undefined },
): SQL[] {
  const out: SQL[] = [];
  if (range.to) {
    out.push(lt(columns.startAt, margin(range.to, 2)));
    out.push(sql`(${columns.startAt} at time zone ${columns.timeZone})::date <= ${range.to}::date`);
  }
  if (range.from) {
    out.push(gt(columns.endAt, margin(range.from, -2)));
    out.push(sql`(${columns.endAt} at time zone ${columns.timeZone})::date >= ${range.from}::date`);
  }
  return out;
}
