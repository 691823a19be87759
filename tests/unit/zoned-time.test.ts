import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInZone,
  formatTime,
  viewerTime,
  zonedRange,
  zoneOffsetLabel,
} from '../../src/lib/zoned-time';

describe('venue times on a daysheet', () => {
  it('shows an instant on the venue’s wall clock and date', () => {
    expect(formatTime('2027-07-12T17:30:00Z', 'Europe/Berlin')).toBe('19:30');
    expect(dateInZone('2027-07-13T02:00:00Z', 'America/Los_Angeles')).toBe('2027-07-12');
  });

  it('adds the viewer’s own time only when it differs, with the weekday when the date differs', () => {
    expect(viewerTime('2027-07-12T17:30:00Z', 'Europe/Berlin', 'Europe/Paris')).toBeNull();
    expect(viewerTime('2027-07-12T17:30:00Z', 'Europe/Berlin', 'America/New_York')).toBe('13:30');
    expect(viewerTime('2027-07-12T23:30:00Z', 'America/New_York', 'Europe/Berlin')).toBe('Tue 01:30');
  });

  it('turns form times into instants, an end before the start being the next morning', () => {
    expect(zonedRange('2027-07-12', '21:00', '22:30', 'Europe/Berlin')).toEqual({
      startAt: '2027-07-12T19:00:00.000Z',
      endAt: '2027-07-12T20:30:00.000Z',
      endsNextDay: false,
    });
    expect(zonedRange('2027-07-12', '23:00', '01:30', 'Europe/Berlin')).toEqual({
      startAt: '2027-07-12T21:00:00.000Z',
      endAt: '2027-07-12T23:30:00.000Z',
      endsNextDay: true,
    });
  });

  it('labels a zone’s offset on that date and steps calendar dates across month ends', () => {
    expect(zoneOffsetLabel('Europe/Paris', '2027-07-12')).toBe('UTC+02:00');
    expect(zoneOffsetLabel('Europe/Paris', '2027-01-12')).toBe('UTC+01:00');
    expect(zoneOffsetLabel('UTC', '2027-01-12')).toMatch(/^UTC(\+00:00)?$/);
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
