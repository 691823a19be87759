import { describe, expect, it } from 'vitest';
import type { Travel } from '#contract/travel';
import {
  departureDate,
  personTravel,
  type TrackerLeg,
  type TrackerShow,
} from '../../src/features/travel/travel-gaps';

const ADA = 'ada';
const place = (name: string, timeZone: string) => ({ name, timeZone });
const travel = (from: [string, string], to: [string, string]): Travel => ({
  mode: 'FLIGHT',
  number: 'BA 117',
  origin: place(...from),
  destination: place(...to),
  bookingReference: null,
});
const LONDON: [string, string] = ['LHR London Heathrow', 'Europe/London'];
const NEW_YORK: [string, string] = ['JFK New York', 'America/New_York'];
const PARIS: [string, string] = ['Paris Gare du Nord', 'Europe/Paris'];

/** The red-eye: leaves London 23:30 on 10 April (22:30 UTC), lands 06:10 New York on 11 April (10:10 UTC). */
const redEye: TrackerLeg = {
  eventId: 'red-eye',
  title: 'Red-eye',
  startAt: '2027-04-10T22:30:00.000Z',
  endAt: '2027-04-11T10:10:00.000Z',
  travel: travel(LONDON, NEW_YORK),
  userIds: [ADA],
};
const show = (
  eventId: string,
  date: string,
  startAt: string,
  city: string,
  userIds: string[] = [],
): TrackerShow => ({
  eventId,
  date,
  startAt,
  city,
  userIds,
});
const londonShow = show('london', '2027-04-09', '2027-04-09T20:00:00.000Z', 'London');

describe('personTravel', () => {
  it('puts a red-eye on the day it leaves in London, though it lands on the next New York day', () => {
    expect(departureDate(redEye)).toBe('2027-04-10');
    const cells = personTravel(
      ADA,
      [redEye],
      [londonShow, show('ny', '2027-04-11', '2027-04-12T00:00:00.000Z', 'New York')],
    );
    expect([...cells.keys()]).toEqual(['2027-04-10']);
    expect(cells.get('2027-04-10')).toEqual({ legs: [redEye], gaps: [] });
  });

  it('flags a show in New York before the red-eye has landed (the night it leaves London)', () => {
    const early = show('ny', '2027-04-10', '2027-04-10T23:00:00.000Z', 'New York');
    const cells = personTravel(ADA, [redEye], [londonShow, early]);
    expect(cells.get('2027-04-10')?.gaps).toEqual([
      { kind: 'no-way-there', city: 'New York', from: 'London', showId: 'ny' },
    ]);
  });

  it('flags a show in another city with no journey there, only for the people on it', () => {
    const paris = show('paris', '2027-04-10', '2027-04-10T19:00:00.000Z', 'Paris', [ADA]);
    expect(personTravel(ADA, [], [londonShow, paris]).get('2027-04-10')?.gaps).toEqual([
      { kind: 'no-way-there', city: 'Paris', from: 'London', showId: 'paris' },
    ]);
    expect(personTravel('bo', [], [londonShow, paris]).size).toBe(0);
  });

  it('is content once a journey lands in the show’s city, and knows nothing before the first show', () => {
    const train: TrackerLeg = {
      eventId: 'train',
      title: 'Eurostar',
      startAt: '2027-04-10T08:31:00.000Z',
      endAt: '2027-04-10T11:47:00.000Z',
      travel: { ...travel(['London St Pancras', 'Europe/London'], PARIS), mode: 'TRAIN' },
      userIds: [ADA],
    };
    const paris = show('paris', '2027-04-10', '2027-04-10T19:00:00.000Z', 'Paris');
    expect(personTravel(ADA, [train], [londonShow, paris]).get('2027-04-10')?.gaps).toEqual([]);
    expect(personTravel(ADA, [], [paris]).size).toBe(0);
  });

  it('flags two journeys of one person at the same time, across midnight and zones', () => {
    const connecting: TrackerLeg = {
      eventId: 'bus',
      title: 'Bus to Boston',
      // 05:00 New York on 11 April: before the red-eye has landed.
      startAt: '2027-04-11T09:00:00.000Z',
      endAt: '2027-04-11T13:00:00.000Z',
      travel: { ...travel(NEW_YORK, ['Boston South Station', 'America/New_York']), mode: 'BUS' },
      userIds: [ADA],
    };
    const cells = personTravel(ADA, [connecting, redEye], []);
    expect(cells.get('2027-04-10')?.legs.map((leg) => leg.eventId)).toEqual(['red-eye']);
    expect(cells.get('2027-04-11')).toEqual({
      legs: [connecting],
      gaps: [{ kind: 'overlap', eventIds: ['red-eye', 'bus'] }],
    });
  });
});
