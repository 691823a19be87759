import { useQuery } from '@tanstack/react-query';
import type { CalendarItem } from '#contract/calendar';
import { isApiError } from '../../api/api-error';
import type { CalendarRange } from '../../api/calendar.api';
import { calendarQueries } from '../../api/calendar.queries';
import { useIsOnline } from '../../lib/use-is-online';
import { useDeviceCalendar } from './use-device-calendar';

const byTime = (a: CalendarItem, b: CalendarItem) =>
  Date.parse(a.startAt) - Date.parse(b.startAt) || Date.parse(a.endAt) - Date.parse(b.endAt);

/**
 * The month's calendar items. Online: the server's combined calendar. Offline (or when the server
 * cannot be reached): tour events from the mirror, personal events from the last saved answer of
 * the same month (the persisted query cache) — so the calendar opens with no signal.
 */
export function useCalendarItems(range: CalendarRange) {
  const query = useQuery(calendarQueries.combined(range));
  const online = useIsOnline();
  const unreachable =
    !online ||
    query.fetchStatus === 'paused' ||
    (isApiError(query.error) && query.error.code === 'network_error');
  const device = useDeviceCalendar(range, unreachable);
  if (!unreachable || !device) {
    return { query, items: query.data, fromDevice: false, deviceTours: undefined };
  }
  const personal = (query.data ?? []).filter((item) => item.kind === 'personal');
  return {
    query,
    items: [...device.items, ...personal].sort(byTime),
    fromDevice: true,
    deviceTours: device.tours,
  };
}
