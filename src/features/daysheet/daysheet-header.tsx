import { Link } from '@tanstack/react-router';
import { DAY_TAG_LABELS } from '#contract/tour-days';
import { formatLongDay, viewerTimeZone, zoneOffsetLabel } from '../../lib/zoned-time';
import { useDayProviders } from '../../offline/day-providers';
import type { TourDayRow, TourRow } from '../../offline/db';
import { Badge } from '../../ui/badge';
import { PendingMarker } from '../../ui/pending-marker';
import { TEXT_LINK_CLASSES } from '../../ui/text-link';
import { DayTagSelect } from './day-tag-select';
import { HotelCard } from './hotel-card';
import { TravelCard } from './travel-card';
import { VenueCard } from './venue-card';

type DaysheetHeaderProps = { tour: TourRow; day: TourDayRow; canEdit: boolean; isPending: boolean };

/**
 * Date, tag, the venue (address, map link, contacts), tonight's hotel and today's travel, and the
 * venue's time zone: the first screen on a phone, from the mirror (offline too), and the top of the
 * printed sheet.
 */
export function DaysheetHeader({ tour, day, canEdit, isPending }: DaysheetHeaderProps) {
  const around = useDayProviders(day);
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
      <div className="grid gap-2 sm:grid-cols-2">
        <VenueCard day={day} venue={around?.venue} />
        <HotelCard stays={around?.stays ?? []} />
        <TravelCard travel={around?.travel ?? []} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {day.city
          ? `Times are local to the venue: ${day.timeZone} (${zoneOffsetLabel(day.timeZone, day.date)}).`
          : // A day without a place has no zone of its own yet: say so instead of a silent UTC.
            `No place set yet: times are shown in ${day.timeZone} until the day has a city.`}
        {ownZone !== day.timeZone ? ' “Show my time” adds your own beside each time.' : null}
      </p>
      {canEdit ? (
        <div className="print:hidden">
          <DayTagSelect day={day} />
        </div>
      ) : null}
    </header>
  );
}
