import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { calendarQueries } from '../../api/calendar.queries';
import { formatDay } from '../../lib/format-dates';
import { dateInZone } from '../../lib/zoned-time';
import { LoadState } from '../../ui/load-state';
import { formatTimeRange } from './zone-names';

const UPCOMING_SHOWN = 10;

type UpcomingListProps = { tourId: string | undefined; tourNames: ReadonlyMap<string, string> };

/** The next events on the user's tours, soonest first, whatever month is on screen. */
export function UpcomingList({ tourId, tourNames }: UpcomingListProps) {
  const headingId = useId();
  const upcoming = useQuery(calendarQueries.upcoming({ limit: UPCOMING_SHOWN, tourId }));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        Upcoming
      </h2>
      {!upcoming.data ? (
        <LoadState query={upcoming} subject="upcoming events" notFoundTitle="Tour not found" />
      ) : upcoming.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No upcoming events on your tours.</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-2">
          {upcoming.data.map((event) => (
            <li
              key={event.id}
              className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
                {formatDay(dateInZone(event.startAt, event.timeZone))} ·{' '}
                <span className="font-mono tabular-nums">
                  {formatTimeRange(event.startAt, event.endAt, event.timeZone)}
                </span>
              </p>
              <p className="font-medium text-slate-900 dark:text-white">{event.title}</p>
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
