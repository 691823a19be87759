import { describe, expect, it } from 'vitest';
import {
  emptyTravelFields,
  fieldsToTravel,
  journeyInstants,
  journeyTimes,
} from '../../src/features/events/travel-form';
import { travelLine } from '../../src/lib/travel-line';

const redEye = {
  ...emptyTravelFields('Europe/London'),
  travelNumber: 'BA 117',
  originName: 'LHR London Heathrow',
  destinationName: 'JFK New York',
  destinationZone: 'America/New_York',
};

describe('a journey on the event form', () => {
  it('reads the departure on the origin’s clock and the arrival on the destination’s, landing the next day', () => {
    const { startAt, endAt } = journeyInstants('2027-04-10', '23:30', '06:10', redEye);
    expect(startAt).toBe('2027-04-10T22:30:00.000Z');
    expect(endAt).toBe('2027-04-11T10:10:00.000Z');
    const travel = fieldsToTravel(redEye);
    expect(journeyTimes(travel, startAt, endAt)).toEqual({ startTime: '23:30', endTime: '06:10' });
    expect(travelLine(travel, startAt, endAt)).toBe('BA 117 · LHR 23:30 → JFK 06:10');
  });

  it('keeps a westbound arrival on the same local day when it lands after leaving', () => {
    const west = { ...redEye, originName: 'LHR', destinationName: 'JFK' };
    const { endAt } = journeyInstants('2027-04-10', '09:00', '11:40', west);
    expect(endAt).toBe('2027-04-10T15:40:00.000Z');
    expect(travelLine(fieldsToTravel({ ...west, travelNumber: '' }), '2027-04-10T08:00:00.000Z', endAt)).toBe(
      'LHR 09:00 → JFK 11:40',
    );
  });
});
