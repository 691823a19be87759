import { describe, expect, it } from 'vitest';
import { datesBetween, zonedTimeToIso, zoneOffsetMinutes } from '#contract/dates';

describe('zoned times', () => {
  it('turns a venue’s wall-clock time into the right instant, summer and winter', () => {
    expect(zonedTimeToIso('2027-07-12', '19:30', 'Europe/Berlin')).toBe('2027-07-12T17:30:00.000Z');
    expect(zonedTimeToIso('2027-01-12', '19:30', 'Europe/Berlin')).toBe('2027-01-12T18:30:00.000Z');
    expect(zonedTimeToIso('2027-07-12', '20:00', 'America/New_York')).toBe('2027-07-13T00:00:00.000Z');
    expect(zonedTimeToIso('2027-07-12', '20:00', 'UTC')).toBe('2027-07-12T20:00:00.000Z');
  });

  it('handles the day the clocks change', () => {
    // Europe moves to summer time at 01:00 UTC on 2027-03-28: 03:30 local is already +2.
    expect(zonedTimeToIso('2027-03-28', '03:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z');
    expect(zoneOffsetMinutes(new Date('2027-03-28T00:30:00Z'), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2027-03-28T01:30:00Z'), 'Europe/Berlin')).toBe(120);
  });

  it('lists every date of a range, across month ends', () => {
    expect(datesBetween('2027-01-30', '2027-02-02')).toEqual([
      '2027-01-30',
      '2027-01-31',
      '2027-02-01',
      '2027-02-02',
    ]);
    expect(datesBetween('2027-01-02', '2027-01-01')).toEqual([]);
  });
});
