/**
 * Money, exact to the cent: amounts travel as text ('1234.50') and are kept and summed as whole
 * minor units (123450), never as floating point. Wages use it now; estimates reuse it.
 */
import * as v from 'valibot';
import { WAGE_DECIMALS } from './limits';

export const MONEY_MESSAGES = {
  required: 'This field is required',
  notAmount: 'Must be an amount like 1234.50',
  decimals: `Must have at most ${WAGE_DECIMALS} decimal places`,
  negative: 'Must not be negative',
  tooLarge: 'Must be at most 999999999.99',
  currency: 'Currency is required',
} as const;

/** Minor units in one major unit (cents per dollar) for every currency offered here. */
const MINOR_PER_MAJOR = 10 ** WAGE_DECIMALS;
/** 999,999,999.99: far beyond any wage, and its sums of many rows stay safe integers. */
export const MAX_MONEY_MINOR = 99_999_999_999;

/** Currencies a team may pay in (ISO 4217), all with two decimal places. */
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'MXN',
  'BRL',
] as const;
export type Currency = (typeof CURRENCIES)[number];

const AMOUNT = /^(-?)(\d+)(?:\.(\d*))?$/;

export type MoneyParse = { ok: true; minor: number } | { ok: false; message: string };

/** '1234.5' → 123450. Refuses blanks, signs, more than WAGE_DECIMALS decimals and huge amounts. */
export function parseMoney(text: string): MoneyParse {
  const trimmed = text.trim().replaceAll(',', '');
  if (trimmed === '') return { ok: false, message: MONEY_MESSAGES.required };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { ok: false, message: MONEY_MESSAGES.notAmount };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > WAGE_DECIMALS) return { ok: false, message: MONEY_MESSAGES.decimals };
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 9) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const minor = Number(digits) * MINOR_PER_MAJOR + Number(fraction.padEnd(WAGE_DECIMALS, '0'));
  if (sign === '-' && minor !== 0) return { ok: false, message: MONEY_MESSAGES.negative };
  return { ok: true, minor };
}

/** 123450 → '1234.50' (the plain form inputs and the API use). */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const absolute = String(Math.abs(minor)).padStart(WAGE_DECIMALS + 1, '0');
  const cut = absolute.length - WAGE_DECIMALS;
  return `${sign}${absolute.slice(0, cut)}.${absolute.slice(cut)}`;
}

/** 123450, 'USD' → 'USD 1,234.50' (grouped for reading; no float on the way). */
export function formatMoney(minor: number, currency: string): string {
  const [whole = '0', fraction = ''] = formatMinor(minor).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${grouped}.${fraction}`;
}

/** Exact sum of minor units; refuses a total beyond safe integers rather than rounding it. */
export function addMoney(...amounts: number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of minor units: ${amount}`);
    total += amount;
    if (!Number.isSafeInteger(total)) throw new RangeError('Sum too large');
  }
  return total;
}

/** An amount typed as text, checked with the product's messages, out as minor units. */
export const MoneyTextSchema = v.pipe(
  // Left out counts as blank: 'This field is required' rather than a generic key message.
  v.optional(v.string(MONEY_MESSAGES.notAmount), ''),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseMoney(dataset.value);
    if (parsed.ok) return parsed.minor;
    addIssue({ message: parsed.message });
    return NEVER;
  }),
);

/** An amount as the API answers it: plain text with exactly WAGE_DECIMALS decimals. */
export const MoneySchema = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/));

export const CurrencySchema = v.picklist(CURRENCIES, MONEY_MESSAGES.currency);
