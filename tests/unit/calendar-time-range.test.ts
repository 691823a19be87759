import { describe, expect, it } from 'vitest';
import { formatTimeRange } from '../../src/features/calendar/zone-names';

describe('formatTimeRange', () => {
  it('shows a point in time (end equal to start: doors, curfew) as one time', () => {
    expect(formatTimeRange('2027-06-10T17:00:00.000Z', '2027-06-10T17:00:00.000Z', 'Europe/Paris')).toMatch(
      /^19:00 /,
    );
  });

  it('shows a range with both ends, and (+1) when it ends the next day', () => {
    expect(formatTimeRange('2027-06-10T17:00:00.000Z', '2027-06-10T18:30:00.000Z', 'Europe/Paris')).toMatch(
      /^19:00–20:30 /,
    );
    expect(formatTimeRange('2027-06-10T21:00:00.000Z', '2027-06-10T23:00:00.000Z', 'Europe/Paris')).toMatch(
      /^23:00–01:00 \(\+1\) /,
    );
  });
});
