/**
 * The editor's arithmetic: lines as typed (text) → amounts → totals, through the contract's own
 * functions (contract/estimate-totals.ts), so the screen shows exactly what the server will store.
 */
import * as v from 'valibot';
import { estimateTotals, formatBigMinor, type LineAmounts, lineTotalMinor } from '#contract/estimate-totals';
import type { EstimateLineText } from '#contract/estimates';
import { QuantityTextSchema } from '#contract/estimates';
import { parseMoney } from '#contract/money';

/** '1234.50' (or a bigint of minor units), 'GBP' → 'GBP 1,234.50'; grouped without floats. */
export function readableMoney(amount: string | bigint, currency: string): string {
  const text = typeof amount === 'bigint' ? formatBigMinor(amount) : amount;
  const [whole = '0', fraction = '00'] = text.split('.');
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const money = (text: string) => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.minor : 0;
};
const quantity = (text: string) => {
  const parsed = v.safeParse(QuantityTextSchema, text);
  return parsed.success ? parsed.output : 0;
};

/** A typed line as numbers; a field that does not read (yet) counts as 0 until it does. */
export function lineAmounts(line: EstimateLineText): LineAmounts {
  return {
    days: quantity(line.days),
    hours: quantity(line.hours),
    dailyWage: money(line.dailyWage),
    perDiem: money(line.perDiem),
    hourRate: money(line.hourRate),
  };
}

export const typedLineTotal = (line: EstimateLineText) => lineTotalMinor(lineAmounts(line));
export const typedTotals = (lines: readonly EstimateLineText[]) => estimateTotals(lines.map(lineAmounts));

/** A line as react-hook-form holds it (every key optional by the schema's input type) → text. */
export const asLineText = (line: Partial<EstimateLineText> | undefined): EstimateLineText => ({
  memberId: line?.memberId ?? null,
  description: line?.description ?? '',
  days: line?.days ?? '',
  hours: line?.hours ?? '',
  dailyWage: line?.dailyWage ?? '',
  perDiem: line?.perDiem ?? '',
  hourRate: line?.hourRate ?? '',
});
