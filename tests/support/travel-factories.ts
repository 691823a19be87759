/** Travel events for tests: a flight Berlin → Munich on the show day, with whoever is on it. */
import type { TestApp } from './test-app';
import { createEvent, type EventInput } from './tour-factories';

export const BER_MUC = {
  mode: 'FLIGHT',
  number: 'LH 2413',
  origin: { name: 'BER Berlin Brandenburg', timeZone: 'Europe/Berlin' },
  destination: { name: 'MUC Munich', timeZone: 'Europe/Berlin' },
  bookingReference: 'X7K2PQ',
} as const;

export const flightBody = (overrides: Partial<EventInput> = {}): EventInput => ({
  type: 'TRAVEL',
  title: 'Flight to Munich',
  startAt: '2027-04-10T07:10:00.000Z',
  endAt: '2027-04-10T08:20:00.000Z',
  travel: { ...BER_MUC },
  ...overrides,
});

export const createFlight = (t: TestApp, token: string, dayId: string, overrides: Partial<EventInput> = {}) =>
  createEvent(t, token, dayId, flightBody(overrides));
