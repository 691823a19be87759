import { Link } from '@tanstack/react-router';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { formatLongDay, viewerTimeZone, zoneOffsetLabel } from '../../lib/zoned-time';
import type { TourDayRow, TourRow } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { PendingMarker } from '../../ui/pending-marker';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { DayTagSelect } from './day-tag-select';

type DaysheetHeaderProps = { tour: TourRow; day: TourDayRow; canEdit: boolean; isPending: boolean };

/** Date, tag, place and the venue's time zone: the top of the printed sheet too. */
export function DaysheetHeader({ tour, day, canEdit, isPending }: DaysheetHeaderProps) {
  const place = [day.venue, day.city, day.country].filter(Boolean).join(', ');
  const ownZone = viewerTimeZone();
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/dashboard/tours/$tourId"
        params={{ tourId: tour.id }}
        className={`${TEXT_LINK_CLASSES} self-start`}
      >
        {tour.name}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          <time dateTime={day.date}>{formatLongDay(day.date)}</time>
        </h1>
        {!canEdit ? <Badge tone="accent">{day.tag ? DAY_TAG_LABELS[day.tag] : 'No day tag'}</Badge> : null}
        {isPending ? <PendingMarker /> : null}
      </div>
      <p className="text-slate-700 dark:text-slate-300">{place || 'No city or venue set'}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Times are local to the venue: {day.timeZone} ({zoneOffsetLabel(day.timeZone, day.date)}).
        {ownZone !== day.timeZone ? ' Your own time is shown in brackets where it differs.' : null}
      </p>
      {canEdit ? (
        <div className="print:hidden">
          <DayTagSelect day={day} />
        </div>
      ) : null}
    </header>
  );
}
