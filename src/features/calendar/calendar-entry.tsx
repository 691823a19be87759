import { Link } from '@tanstack/react-router';
import type { CalendarItem } from '#contract/calendar';
import { dateInZone } from '../../lib/zoned-time';
import { isStay } from './stay-nights';
import { formatTimeRange } from './zone-names';

// A bar down its side, so a stay reads as the night's lodging rather than one more event.
const STAY_CLASSES = 'border-l-4 border-indigo-500 dark:border-indigo-400';

type CalendarEntryProps = { item: CalendarItem; compact?: boolean };

const LINK_CLASSES =
  'block rounded-md px-1.5 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:hover:bg-slate-800';

/**
 * One calendar item: its time where it happens, its title, and whose it is (a tour, or "Personal").
 * A hotel stay is a "Hotel: name" band on each of its nights, without a time.
 */
export function CalendarEntry({ item, compact = false }: CalendarEntryProps) {
  const stay = isStay(item);
  const time = stay ? 'Night' : formatTimeRange(item.startAt, item.endAt, item.timeZone);
  const title = stay ? `Hotel: ${item.title}` : item.title;
  const source = item.kind === 'personal' ? 'Personal' : (item.tourName ?? 'Tour');
  const content = (
    <>
      {stay ? null : (
        <span className="block font-mono text-xs tabular-nums text-slate-600 dark:text-slate-400">
          {time}
        </span>
      )}
      <span
        className={`block font-medium text-slate-900 dark:text-white ${compact ? 'truncate text-xs' : ''}`}
      >
        {title}
      </span>
      <span
        className={`block text-xs ${item.kind === 'personal' ? 'text-sky-700 dark:text-sky-300' : 'text-amber-700 dark:text-amber-400'} ${compact ? 'truncate' : ''}`}
      >
        {source}
      </span>
    </>
  );
  const label = `${title}, ${time}, ${source}`;
  if (item.kind === 'personal') {
    return (
      <Link
        to="/dashboard/calendar/personal-events/$eventId"
        params={{ eventId: item.id }}
        aria-label={label}
        title={compact ? label : undefined}
        className={LINK_CLASSES}
      >
        {content}
      </Link>
    );
  }
  // The daysheet of the item's day, addressed by its local date like the itinerary.
  const date = dateInZone(item.startAt, item.timeZone);
  return (
    <a
      href={`/dashboard/tours/${item.tourId}/daysheets/${date}`}
      aria-label={label}
      title={compact ? label : undefined}
      className={stay ? `${LINK_CLASSES} ${STAY_CLASSES}` : LINK_CLASSES}
    >
      {content}
    </a>
  );
}
