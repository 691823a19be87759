import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isManagerRole } from '#contract/roles';
import { formatDay } from '../../lib/format-dates';
import type { DayRows } from '../../offline/day-rows';
import type { TourDayRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { ArrivingNotice } from '../../ui/arriving-notice';
import { buttonClasses } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageTitle } from '../../ui/page-title';
import { SkeletonList } from '../../ui/skeleton-list';
import { DayNav } from './day-nav';
import { DaysheetHeader } from './daysheet-header';

type DaysheetScreenProps = {
  tourId: string;
  tourDay: string;
  /** The whole sheet's rows, read once by the route (undefined until the first read). */
  sheet: DayRows | undefined;
  mirrorReady: boolean;
  /** The day's sections (events, notes), composed by the route. */
  renderSections: (day: TourDayRow, canEdit: boolean, sheet: DayRows) => ReactNode;
};

/** One day of a tour from the device's copy: readable offline, editable offline by managers. */
export function DaysheetScreen({ tourId, tourDay, sheet, mirrorReady, renderSections }: DaysheetScreenProps) {
  const pendingIds = usePendingIds();
  if (sheet?.tour?.role && sheet.day) {
    const canEdit = isManagerRole(sheet.tour.role);
    return (
      <article className="mx-auto flex max-w-3xl flex-col gap-4">
        <PageTitle title={`${formatDay(sheet.day.date)} · ${sheet.tour.name}`} />
        <DayNav
          tourId={tourId}
          date={sheet.day.date}
          previousDate={sheet.previousDate}
          nextDate={sheet.nextDate}
        />
        <DaysheetHeader
          tour={sheet.tour}
          day={sheet.day}
          canEdit={canEdit}
          isPending={pendingIds.has(sheet.day.id)}
        />
        {sheet.arriving ? <ArrivingNotice state="more of this day may appear" /> : null}
        {renderSections(sheet.day, canEdit, sheet)}
      </article>
    );
  }
  // A day not written yet while its tour is still arriving is not "not found" (a first sync that the
  // network cut between pages stays like this until it can go on).
  if (!sheet || !mirrorReady || sheet.arriving) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {sheet?.arriving ? <ArrivingNotice state="this day is not on it yet" /> : null}
        <SkeletonList label="Loading the daysheet…" rows={4} />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 py-10">
      <PageTitle title="Day not found" />
      <ErrorState
        title={sheet.tour ? 'Day not found' : 'Tour not found'}
        message={
          sheet.tour
            ? `${sheet.tour.name} has no day on ${tourDay}.`
            : 'It does not exist, or it is not shared with you.'
        }
      />
      {sheet.tour ? (
        <Link to="/dashboard/tours/$tourId" params={{ tourId }} className={buttonClasses('ghost')}>
          Back to the tour
        </Link>
      ) : (
        <Link to="/dashboard" className={buttonClasses('ghost')}>
          Back to the dashboard
        </Link>
      )}
    </div>
  );
}
