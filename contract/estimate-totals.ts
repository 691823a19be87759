/**
 * The arithmetic of an estimate, shared by the server (what it stores and answers) and the editor
 * (totals while typing), so both always agree to the cent.
 *
 * Quantities (days, hours) are whole hundredths (12.5 days = 1250); money is whole minor units.
 * A line's total is days × daily wage + days × per diem + hours × hour rate, computed exactly in
 * hundredths of a minor unit with BigInt and rounded half-up to the minor unit ONCE, at line
 * level. Sums of lines are exact integer sums of those rounded line totals (BigInt: a long
 * estimate of large amounts may pass Number's safe integers).
 */
import { formatMinor } from './money';

/** One line as numbers: `days`/`hours` in hundredths, the rates in minor units. */
export interface LineAmounts {
  days: number;
  hours: number;
  dailyWage: number;
  perDiem: number;
  hourRate: number;
}

export interface EstimateTotals {
  /** Hundredths of a day / hour. */
  days: number;
  hours: number;
  /** Minor units: plain sums of the rates in each column. */
  dailyWage: bigint;
  perDiem: bigint;
  hourRate: bigint;
  /** Minor units: the sum of the lines' rounded totals. */
  total: bigint;
}

const big = (value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a whole amount: ${value}`);
  return BigInt(value);
};

/** The line's total in minor units, rounded half-up to the minor unit (the only rounding). */
export function lineTotalMinor(line: LineAmounts): bigint {
  const hundredths =
    big(line.days) * (big(line.dailyWage) + big(line.perDiem)) + big(line.hours) * big(line.hourRate);
  return (hundredths + 50n) / 100n;
}

/** Column sums and the estimate total, exact. */
export function estimateTotals(lines: readonly LineAmounts[]): EstimateTotals {
  const totals: EstimateTotals = { days: 0, hours: 0, dailyWage: 0n, perDiem: 0n, hourRate: 0n, total: 0n };
  for (const line of lines) {
    totals.days += line.days;
    totals.hours += line.hours;
    totals.dailyWage += big(line.dailyWage);
    totals.perDiem += big(line.perDiem);
    totals.hourRate += big(line.hourRate);
    totals.total += lineTotalMinor(line);
  }
  return totals;
}

/** 123450n → '1234.50' (the API's form); any size. */
export function formatBigMinor(minor: bigint): string {
  if (minor >= BigInt(Number.MIN_SAFE_INTEGER) && minor <= BigInt(Number.MAX_SAFE_INTEGER))
    return formatMinor(Number(minor));
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString();
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** 1250 → '12.50': a quantity in hundredths as the API answers it. */
export const formatQuantity = (hundredths: number) => formatMinor(hundredths);

/** 1250 → '12.5', 1200 → '12': a quantity as read on screen and in CSV. */
export function readableQuantity(hundredths: number): string {
  return formatMinor(hundredths).replace(/\.?0+$/, '');
}
