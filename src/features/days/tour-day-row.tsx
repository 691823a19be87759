import { Link } from '@tanstack/react-router';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { countOf } from '../../lib/plural';
import { formatShortDay, formatWeekday, zoneOffsetLabel } from '../../lib/zoned-time';
import { Badge } from '../../ui/badge';
import type { TourDayItem } from './use-tour-days';

type TourDayRowProps = { item: TourDayItem; isToday: boolean; isPending: boolean };

/** One day of the tour; the whole row opens its daysheet. */
export function TourDayRow({ item, isToday, isPending }: TourDayRowProps) {
  const { day, eventCount } = item;
  const place = [day.city, day.venue].filter(Boolean).join(' · ');
  return (
    <li
      className={`relative grid grid-cols-[4rem_1fr] gap-3 rounded-xl border bg-white p-3 hover:border-amber-400 focus-within:border-amber-500 sm:grid-cols-[5rem_1fr_auto] dark:bg-slate-900 ${isToday ? 'border-amber-400 dark:border-amber-500/60' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex flex-col text-center">
        <span className="text-xs font-semibold uppercase text-slate-500 dark:text-slate-400">
          {formatWeekday(day.date)}
        </span>
        <Link
          to="/dashboard/tours/$tourId/daysheets/$tourDay"
          params={{ tourId: day.tourId, tourDay: day.date }}
          className="font-semibold text-slate-900 after:absolute after:inset-0 focus-visible:outline-none dark:text-white"
        >
          <time dateTime={day.date}>{formatShortDay(day.date)}</time>
          <span className="sr-only"> daysheet</span>
        </Link>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          {isToday ? <Badge tone="accent">Today</Badge> : null}
          <span className="font-medium text-slate-900 dark:text-white">
            {day.tag ? DAY_TAG_LABELS[day.tag] : 'No day tag'}
          </span>
          {isPending ? (
            <span className="text-xs text-amber-700 dark:text-amber-300">Waiting to sync</span>
          ) : null}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {place || 'No city or venue set'}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {day.timeZone} ({zoneOffsetLabel(day.timeZone, day.date)})
        </p>
      </div>
      <p className="col-start-2 text-sm text-slate-600 sm:col-start-3 sm:self-center dark:text-slate-400">
        {countOf(eventCount, 'event')}
      </p>
    </li>
  );
}
