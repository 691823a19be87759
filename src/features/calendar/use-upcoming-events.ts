import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { isApiError } from '../../api/api-error';
import { calendarQueries } from '../../api/calendar.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useUserDb } from '../../offline/user-sync';

/**
 * The next events on the user's tours. Online: the server's answer. Offline without a saved answer:
 * the same rule on the mirror (starting now or later, soonest first, ties by id).
 */
export function useUpcomingEvents(limit: number, tourId: string | undefined) {
  const query = useQuery(calendarQueries.upcoming({ limit, tourId }));
  const online = useIsOnline();
  const unreachable =
    !online ||
    query.fetchStatus === 'paused' ||
    (isApiError(query.error) && query.error.code === 'network_error');
  const db = useUserDb();
  const useDevice = unreachable && query.data === undefined;
  const device = useLiveQuery(async () => {
    if (!db || !useDevice) return undefined;
    const now = new Date().toISOString();
    const events = tourId
      ? await db.events.where('tourId').equals(tourId).toArray()
      : await db.events.toArray();
    return events
      .filter((event) => new Date(event.startAt).toISOString() >= now)
      .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.id.localeCompare(b.id))
      .slice(0, limit);
  }, [db, useDevice, limit, tourId]);
  return { query, events: useDevice ? device : query.data };
}
