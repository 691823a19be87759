/** A tour's flights: its TRAVEL events by air that the caller may see, with their status when known. */
import type { Flight } from '#contract/travel';
import type { FlightStatusAdapter } from '../../adapters/flight-status/flight-status';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/context';
import { listTourEvents } from '../events/events.service';

/**
 * Visibility is the events' own (listTourEvents: 404 for another tenant's tour, "assigned only"
 * events for their people and managers). `userId` narrows to the legs that person is on.
 */
export async function listFlights(
  db: Queryable,
  actor: AuthUser,
  query: { tourId: string; userId?: string | undefined },
  statuses: FlightStatusAdapter,
): Promise<Flight[]> {
  const events = await listTourEvents(db, actor, query.tourId);
  const flights = events.flatMap((event): Flight[] =>
    event.type === 'TRAVEL' &&
    event.travel?.mode === 'FLIGHT' &&
    (!query.userId || event.personnelUserIds.includes(query.userId))
      ? [
          {
            eventId: event.id,
            tourId: event.tourId,
            tourDayId: event.tourDayId,
            title: event.title,
            departureAt: event.startAt,
            arrivalAt: event.endAt,
            travel: event.travel,
            personnelUserIds: event.personnelUserIds,
          },
        ]
      : [],
  );
  if (!statuses.configured) return flights;
  // Asked after the database work, one question per flight at the same time (each bounded by its timeout).
  return Promise.all(
    flights.map(async (flight) => ({
      ...flight,
      status: flight.travel.number
        ? await statuses.statusOf({ number: flight.travel.number, departureAt: new Date(flight.departureAt) })
        : 'unknown',
    })),
  );
}
