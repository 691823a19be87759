import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { tourQueries } from '../../api/tours.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SavedCopyNotice } from '../../ui/saved-copy-notice';
import { SelectField } from '../../ui/select-field';
import { type Month, monthRange } from './calendar-dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { DayList } from './day-list';
import { groupByDate } from './group-by-date';
import { MonthGrid } from './month-grid';
import { MonthNav } from './month-nav';
import { UpcomingList } from './upcoming-list';
import { useCalendarItems } from './use-calendar-items';
import { useMediaQuery } from './use-media-query';

type CalendarScreenProps = {
  month: Month;
  /** Only this tour's events (personal events always show). */
  tourId: string | undefined;
  onMonthChange: (month: Month) => void;
  onTourChange: (tourId: string | undefined) => void;
};

/**
 * The combined calendar: tour events and personal events, a month at a time. Offline, tour events
 * come from the mirror and personal events from the saved answer (use-calendar-items.ts).
 */
export function CalendarScreen({ month, tourId, onMonthChange, onTourChange }: CalendarScreenProps) {
  const range = monthRange(month);
  const calendar = useCalendarItems({ ...range, tourId });
  const toursQuery = useQuery(tourQueries.list());
  const tours = toursQuery.data ?? calendar.deviceTours ?? [];
  const isWide = useMediaQuery('(min-width: 768px)');
  const today = format(new Date(), 'yyyy-MM-dd');
  const tourNames = new Map(tours.map((tour) => [tour.id, tour.name]));
  const itemsByDate = groupByDate(calendar.items ?? [], range.from, range.to);

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageTitle title="Calendar" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Calendar</h1>
        <Link
          to="/dashboard/calendar/personal-events/new"
          search={{ date: month === today.slice(0, 7) ? today : range.from }}
          className={buttonClasses('primary')}
        >
          Add personal event
        </Link>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <MonthNav month={month} onChange={onMonthChange} />
        <SelectField
          label="Tour"
          className="sm:w-72"
          value={tourId ?? ''}
          onChange={(event) => onTourChange(event.target.value || undefined)}
          options={[
            { value: '', label: 'All tours' },
            ...tours.map((tour) => ({ value: tour.id, label: tour.name })),
          ]}
        />
      </div>
      <SavedCopyNotice
        query={calendar.query}
        deviceCopy={calendar.fromDevice}
        note={calendar.fromDevice ? 'Tour events are the ones kept on this device' : undefined}
      />
      {!calendar.items ? (
        <LoadState query={calendar.query} subject="the calendar" notFoundTitle="Tour not found" />
      ) : (
        <>
          {calendar.items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              Nothing planned this month.
            </p>
          ) : null}
          {isWide ? (
            <MonthGrid month={month} itemsByDate={itemsByDate} today={today} />
          ) : (
            <DayList itemsByDate={itemsByDate} today={today} />
          )}
        </>
      )}
      {tourId && tourNames.has(tourId) ? (
        <CalendarFeedPanel tourId={tourId} tourName={tourNames.get(tourId) ?? ''} />
      ) : null}
      <UpcomingList tourId={tourId} tourNames={tourNames} />
    </section>
  );
}
