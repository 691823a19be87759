import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { calendarQueries } from '../../api/calendar.queries';
import { tourQueries } from '../../api/tours.queries';
import { buttonClasses } from '../../ui/button';
import { LoadState } from '../../ui/load-state';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { type Month, monthRange } from './calendar-dates';
import { DayList } from './day-list';
import { groupByDate } from './group-by-date';
import { MonthGrid } from './month-grid';
import { MonthNav } from './month-nav';
import { UpcomingList } from './upcoming-list';
import { useMediaQuery } from './use-media-query';

type CalendarScreenProps = {
  month: Month;
  /** Only this tour's events (personal events always show). */
  tourId: string | undefined;
  onMonthChange: (month: Month) => void;
  onTourChange: (tourId: string | undefined) => void;
};

/** The combined calendar: tour events and personal events, a month at a time. */
export function CalendarScreen({ month, tourId, onMonthChange, onTourChange }: CalendarScreenProps) {
  const range = monthRange(month);
  const items = useQuery(calendarQueries.combined({ ...range, tourId }));
  const tours = useQuery(tourQueries.list());
  const isWide = useMediaQuery('(min-width: 768px)');
  const today = format(new Date(), 'yyyy-MM-dd');
  const tourNames = new Map((tours.data ?? []).map((tour) => [tour.id, tour.name]));
  const itemsByDate = groupByDate(items.data ?? [], range.from);

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
            ...(tours.data ?? []).map((tour) => ({ value: tour.id, label: tour.name })),
          ]}
        />
      </div>
      {!items.data ? (
        <LoadState query={items} subject="the calendar" notFoundTitle="Tour not found" />
      ) : (
        <>
          {items.data.length === 0 ? (
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
      <UpcomingList tourId={tourId} tourNames={tourNames} />
    </section>
  );
}
