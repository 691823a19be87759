import { type ReactNode, Suspense, useState } from 'react';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { usePassportWarnings } from '../../api/use-passport-warnings';
import { useIsOnline } from '../../lib/use-is-online';
import { viewerTime } from '../../lib/zoned-time';
import type { EventRow, TourDayRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { SkeletonList } from '../../ui/skeleton-list';
import { DayScheduleTools } from './day-schedule-tools';
import { DayWarnings } from './day-warnings';
import { LazyEventEditor, LazyNewEventPanel } from './event-forms-lazy';
import { EventItem } from './event-item';
import { OwnTimeToggle } from './own-time-toggle';
import { type DayEventRows, useDayEvents } from './use-day-events';
import { useShowOwnTime } from './use-show-own-time';

type DayEventsProps = {
  day: TourDayRow;
  canEdit: boolean;
  rows: DayEventRows;
  /** Managers' planning tools for the day (templates, copying), composed by the route. */
  tools?: ReactNode;
};

/** Hotel stays are where people sleep, shown with the hotel: not lines of the run-of-show. */
const isScheduleLine = (event: EventRow) => event.type !== 'HOTEL_STAY';

/** The day's run-of-show, one line per item; managers add, edit and delete events here, online or not. */
export function DayEvents({ day, canEdit, rows, tools }: DayEventsProps) {
  const data = useDayEvents(rows);
  const passportWarnings = usePassportWarnings(day.tourId, useIsOnline());
  const pendingIds = usePendingIds();
  const [showOwnTime, setShowOwnTime] = useShowOwnTime();
  const [isAdding, setIsAdding] = useState(false);
  const [tagMissing, setTagMissing] = useState(false);
  // A snapshot of the event as the editor opened it: its times are what the edit expects.
  const [editing, setEditing] = useState<EventRow | null>(null);
  const lines = data.events.filter((item) => isScheduleLine(item.event));
  // The toggle only where the viewer's clock differs from the venue's on some line.
  const ownTimeDiffers = lines.some((item) => viewerTime(item.event.startAt, item.event.timeZone) !== null);
  const ownTime = ownTimeDiffers && showOwnTime;

  const startAdding = () => {
    setTagMissing(!day.tag);
    if (day.tag) setIsAdding(true);
  };

  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-1 gap-y-2">
        <h2 id="schedule-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Schedule
        </h2>
        <div className="flex flex-wrap items-center gap-1">
          {ownTimeDiffers ? <OwnTimeToggle pressed={ownTime} onChange={setShowOwnTime} /> : null}
          {canEdit && !isAdding ? (
            <Button variant="secondary" className="print:hidden" onClick={startAdding}>
              Add event
            </Button>
          ) : null}
        </div>
      </div>
      {tagMissing && !day.tag ? <FormAlert message={DAY_TAG_REQUIRED_MESSAGE} /> : null}
      {isAdding ? (
        <Suspense fallback={<SkeletonList label="Loading the event form…" rows={2} />}>
          <LazyNewEventPanel
            day={day}
            people={data.people}
            groups={data.groups}
            onClose={() => setIsAdding(false)}
          />
        </Suspense>
      ) : null}
      {lines.length === 0 ? (
        <EmptyState>
          <p>No events on this day.</p>
        </EmptyState>
      ) : (
        <ol
          aria-label="Events"
          className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {lines.map((item) =>
            editing?.id === item.event.id ? (
              <li key={item.event.id} className="p-2">
                <Suspense fallback={<SkeletonList label="Loading the event form…" rows={2} />}>
                  <LazyEventEditor
                    day={day}
                    people={data.people}
                    groups={data.groups}
                    item={item}
                    startedFrom={editing}
                    onDone={() => setEditing(null)}
                  />
                </Suspense>
              </li>
            ) : (
              <EventItem
                key={item.event.id}
                item={item}
                showOwnTime={ownTime}
                canEdit={canEdit}
                isPending={pendingIds.has(item.event.id)}
                onEdit={() => setEditing(item.event)}
              />
            ),
          )}
        </ol>
      )}
      {/* After the lines, not between them: the schedule stays the first thing read. */}
      <DayWarnings events={lines} warnings={passportWarnings} />
      {canEdit && tools ? <DayScheduleTools>{tools}</DayScheduleTools> : null}
    </section>
  );
}
