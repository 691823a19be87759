import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  estimateTotals,
  formatBigMinor,
  type LineAmounts,
  lineTotalMinor,
  readableQuantity,
} from '#contract/estimate-totals';
import { ESTIMATE_MESSAGES, QuantityTextSchema } from '#contract/estimates';
import { MAX_MONEY_MINOR, MONEY_MESSAGES } from '#contract/money';
import { estimateCsv } from '../../src/features/estimates/estimate-csv';

const line = (overrides: Partial<LineAmounts>): LineAmounts => ({
  days: 0,
  hours: 0,
  dailyWage: 0,
  perDiem: 0,
  hourRate: 0,
  ...overrides,
});

describe('lineTotalMinor', () => {
  it('is days × (daily wage + per diem) + hours × hour rate', () => {
    // 4 days × (350.00 + 60.10) + 2.5 h × 45.50 = 1640.40 + 113.75
    expect(
      lineTotalMinor(line({ days: 400, dailyWage: 35000, perDiem: 6010, hours: 250, hourRate: 4550 })),
    ).toBe(175415n);
  });

  it('rounds half-up to the cent once, at line level', () => {
    // 0.5 day × 0.01 = 0.005 → 0.01
    expect(lineTotalMinor(line({ days: 50, dailyWage: 1 }))).toBe(1n);
    // 0.49 day × 0.01 = 0.0049 → 0.00
    expect(lineTotalMinor(line({ days: 49, dailyWage: 1 }))).toBe(0n);
    // 0.5 × 0.01 + 0.5 × 0.01 = 0.01 exactly; rounding each part would give 0.02
    expect(lineTotalMinor(line({ days: 50, dailyWage: 1, hours: 50, hourRate: 1 }))).toBe(1n);
    // 3.25 h × 45.50 = 147.875 → 147.88
    expect(lineTotalMinor(line({ hours: 325, hourRate: 4550 }))).toBe(14788n);
  });

  it('is exact for the largest amounts and quantities', () => {
    const max = line({
      days: 999_999,
      hours: 999_999,
      dailyWage: MAX_MONEY_MINOR,
      perDiem: MAX_MONEY_MINOR,
      hourRate: MAX_MONEY_MINOR,
    });
    expect(formatBigMinor(lineTotalMinor(max))).toBe('29999969999700.00');
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => lineTotalMinor(line({ dailyWage: 0.5 }))).toThrow(RangeError);
    expect(() => lineTotalMinor(line({ days: -1 }))).toThrow(RangeError);
  });
});

describe('estimateTotals', () => {
  it('sums 0.10 and 0.20 over a thousand lines without drift', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => line({ days: 100, dailyWage: i % 2 ? 10 : 20 }));
    const totals = estimateTotals(lines);
    expect(formatBigMinor(totals.total)).toBe('150.00');
    expect(formatBigMinor(totals.dailyWage)).toBe('150.00');
    expect(totals.days).toBe(100_000);
    // What floating point would have said:
    expect(lines.reduce((sum, _, i) => sum + (i % 2 ? 0.1 : 0.2), 0)).not.toBe(150);
  });

  it('sums beyond Number’s safe integers exactly', () => {
    const max = line({
      days: 999_999,
      dailyWage: MAX_MONEY_MINOR,
      perDiem: MAX_MONEY_MINOR,
      hours: 999_999,
      hourRate: MAX_MONEY_MINOR,
    });
    const totals = estimateTotals(Array.from({ length: 200 }, () => max));
    expect(formatBigMinor(totals.total)).toBe('5999993999940000.00');
    expect(totals.total > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('is zero for no lines', () => {
    expect(estimateTotals([])).toEqual({
      days: 0,
      hours: 0,
      dailyWage: 0n,
      perDiem: 0n,
      hourRate: 0n,
      total: 0n,
    });
  });
});

describe('quantities', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['0.25', 25],
    ['9999.99', 999_999],
  ])('%s reads as %d hundredths', (text, hundredths) => {
    expect(v.parse(QuantityTextSchema, text)).toBe(hundredths);
    expect(readableQuantity(hundredths)).toBe(text);
  });

  it.each([
    ['1.234', MONEY_MESSAGES.decimals],
    ['-1', MONEY_MESSAGES.negative],
    ['10000', ESTIMATE_MESSAGES.quantityTooLarge],
    ['1234567890', ESTIMATE_MESSAGES.quantityTooLarge],
    ['', MONEY_MESSAGES.required],
    ['two', 'Must be a number like 12.5'],
  ])('%j is refused with %j', (text, message) => {
    const result = v.safeParse(QuantityTextSchema, text);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe('estimateCsv', () => {
  it('writes the lines as shown and the totals, quoted, formulas neutralised', () => {
    const csv = estimateCsv(
      [
        {
          memberId: null,
          description: 'Jo "JR" Road',
          days: '2.5',
          hours: '3.25',
          dailyWage: '350',
          perDiem: '60.10',
          hourRate: '45.50',
        },
        {
          memberId: null,
          description: '=HYPERLINK("x")',
          days: '1',
          hours: '0',
          dailyWage: '0.10',
          perDiem: '0',
          hourRate: '0',
        },
      ],
      'GBP',
    );
    expect(csv.split('\r\n')).toEqual([
      '"Description","Days","Hours","Daily wage (GBP)","Per diem (GBP)","Hour rate (GBP)","Total (GBP)"',
      '"Jo ""JR"" Road","2.50","3.25","350.00","60.10","45.50","1173.13"',
      '"\'=HYPERLINK(""x"")","1.00","0.00","0.10","0.00","0.00","0.10"',
      '"Total","3.50","3.25","350.10","60.10","45.50","1173.23"',
      '',
    ]);
  });
});
