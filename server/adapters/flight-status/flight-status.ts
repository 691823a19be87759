import type { FlightStatus } from '#contract/travel';

/** What the provider is asked about: the flight's number and its scheduled departure. */
export interface FlightQuery {
  /** Carrier and number as the tour wrote it, e.g. 'LH 2413'. */
  number: string;
  departureAt: Date;
}

/**
 * The flight-status port. Adapters: `none` (the embedded default: nothing to ask, every status
 * unknown) and an HTTP provider (FLIGHT_STATUS_URL, optionally FLIGHT_STATUS_KEY).
 */
export interface FlightStatusAdapter {
  /** False for `none`: the API then leaves the status out rather than claiming one. */
  readonly configured: boolean;
  /** Never rejects: a provider that fails or does not know the flight answers 'unknown'. */
  statusOf(query: FlightQuery): Promise<FlightStatus>;
}

export const noFlightStatus = (): FlightStatusAdapter => ({
  configured: false,
  statusOf: async () => 'unknown',
});
