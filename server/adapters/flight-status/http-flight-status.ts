/**
 * A flight-status provider over HTTP: `GET <url>/flights/<number>?date=<YYYY-MM-DD>` with the key as
 * a Bearer token, answering `{"status": "scheduled" | "delayed" | "departed" | "landed" | "cancelled"}`.
 * A slow, failing or unexpected answer is 'unknown': a tour's flights list never waits on it long.
 */
import { FLIGHT_STATUSES, type FlightStatus } from '#contract/travel';
import type { FlightQuery, FlightStatusAdapter } from './flight-status';

export interface FlightStatusSettings {
  url: string;
  /** Holds a secret: never logged. */
  key: string | undefined;
  /** How long one question may take (ms). */
  timeoutMs?: number;
}

const isStatus = (value: unknown): value is FlightStatus =>
  typeof value === 'string' && FLIGHT_STATUSES.some((status) => status === value);

export function httpFlightStatus(settings: FlightStatusSettings): FlightStatusAdapter {
  const base = settings.url.replace(/\/$/, '');
  return {
    configured: true,
    async statusOf({ number, departureAt }: FlightQuery): Promise<FlightStatus> {
      const compact = number.replace(/\s+/g, '').toUpperCase();
      const url = `${base}/flights/${encodeURIComponent(compact)}?date=${departureAt.toISOString().slice(0, 10)}`;
      try {
        const response = await fetch(url, {
          headers: settings.key ? { authorization: `Bearer ${settings.key}` } : {},
          signal: AbortSignal.timeout(settings.timeoutMs ?? 3000),
        });
        if (!response.ok) return 'unknown';
        const body: unknown = await response.json();
        const status = typeof body === 'object' && body !== null && 'status' in body ? body.status : null;
        return isStatus(status) ? status : 'unknown';
      } catch {
        return 'unknown';
      }
    },
  };
}
