import { useId } from 'react';
import { formatDay } from '../../lib/format-dates';
import { dateInZone } from '../../lib/zoned-time';
import { LoadState } from '../../ui/load-state';
import { isStay } from './stay-nights';
import { useUpcomingEvents } from './use-upcoming-events';
import { formatTimeRange } from './zone-names';

const UPCOMING_SHOWN = 10;

type UpcomingListProps = { tourId: string | undefined; tourNames: ReadonlyMap<string, string> };

/** The next events on the user's tours, soonest first, whatever month is on screen. */
export function UpcomingList({ tourId, tourNames }: UpcomingListProps) {
  const headingId = useId();
  const { query: upcoming, events } = useUpcomingEvents(UPCOMING_SHOWN, tourId);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Upcoming
      </h2>
      {!events ? (
        <LoadState query={upcoming} subject="upcoming events" notFoundTitle="Tour not found" />
      ) : events.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No upcoming events on your tours.</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-2">
          {events.map((event) => (
            <li
              key={event.id}
              className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                {formatDay(dateInZone(event.startAt, event.timeZone))} ·{' '}
                {isStay(event) ? (
                  'Night'
                ) : (
                  <span className="font-mono tabular-nums">
                    {formatTimeRange(event.startAt, event.endAt, event.timeZone)}
                  </span>
                )}
              </p>
              <p className="font-medium text-slate-900 dark:text-white">
                {isStay(event) ? `Hotel: ${event.title}` : event.title}
              </p>
              <p className="text-xs text-amber-700 dark:text-amber-400">
                {tourNames.get(event.tourId) ?? 'Tour'}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
