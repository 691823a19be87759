import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  formatMinor,
  formatMoney,
  MAX_MONEY_MINOR,
  MONEY_MESSAGES,
  MoneyTextSchema,
  parseMoney,
} from '#contract/money';

describe('parseMoney', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['1234.', 123400],
    [' 0.10 ', 10],
    ['0', 0],
    ['-0', 0],
    ['007.01', 701],
    ['1,234.56', 123456],
    ['999999999.99', MAX_MONEY_MINOR],
  ])('%s → %i minor units', (text, minor) => {
    expect(parseMoney(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['', MONEY_MESSAGES.required],
    ['   ', MONEY_MESSAGES.required],
    ['1234.505', 'Must have at most 2 decimal places'],
    ['0.001', 'Must have at most 2 decimal places'],
    ['-5', MONEY_MESSAGES.negative],
    ['-0.01', MONEY_MESSAGES.negative],
    ['ten', MONEY_MESSAGES.notAmount],
    ['1e3', MONEY_MESSAGES.notAmount],
    ['.5', MONEY_MESSAGES.notAmount],
    ['12.3.4', MONEY_MESSAGES.notAmount],
    ['1000000000', MONEY_MESSAGES.tooLarge],
  ])('refuses %j: %s', (text, message) => {
    expect(parseMoney(text)).toEqual({ ok: false, message });
  });
});

describe('formatting', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [123450, '1234.50'],
    [-1999, '-19.99'],
  ])('%i → %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
    expect(parseMoney(text.replace('-', '')).ok).toBe(true);
  });

  it('groups thousands for reading and names the currency', () => {
    expect(formatMoney(123456789, 'EUR')).toBe('EUR 1,234,567.89');
    expect(formatMoney(99, 'USD')).toBe('USD 0.99');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => formatMinor(0.5)).toThrow(RangeError);
  });
});

describe('addMoney', () => {
  it('is exact where floating point is not: 0.10 + 0.20 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatMinor(addMoney(10, 20))).toBe('0.30');
    const many = Array.from({ length: 1000 }, () => 10);
    expect(formatMinor(addMoney(...many))).toBe('100.00');
    expect(addMoney()).toBe(0);
  });

  it('refuses fractions and totals beyond safe integers instead of rounding', () => {
    expect(() => addMoney(1.5)).toThrow(RangeError);
    expect(() => addMoney(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });
});

describe('MoneyTextSchema', () => {
  it('gives minor units or the product message', () => {
    expect(v.parse(MoneyTextSchema, '12.34')).toBe(1234);
    const failed = v.safeParse(MoneyTextSchema, '1.234');
    expect(failed.success ? null : failed.issues[0]?.message).toBe('Must have at most 2 decimal places');
    const missing = v.safeParse(MoneyTextSchema, undefined);
    expect(missing.success ? null : missing.issues[0]?.message).toBe(MONEY_MESSAGES.required);
    const number = v.safeParse(MoneyTextSchema, 12.5);
    expect(number.success ? null : number.issues[0]?.message).toBe(MONEY_MESSAGES.notAmount);
  });
});
