import { useState } from 'react';
import { toast } from 'sonner';
import { DAY_TAG_REQUIRED_MESSAGE } from '#contract/tour-days';
import { usePassportWarnings } from '../../api/use-passport-warnings';
import { useIsOnline } from '../../lib/use-is-online';
import type { EventRow, TourDayRow } from '../../offline/db';
import { usePendingIds } from '../../offline/use-pending-ids';
import { mutate } from '../../offline/user-sync';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FormAlert } from '../../ui/form-alert';
import { EventEditor } from './event-editor';
import { EventForm } from './event-form';
import { EMPTY_EVENT, toCreateArgs } from './event-form-values';
import { EventItem } from './event-item';
import { type DayEventRows, useDayEvents } from './use-day-events';

type DayEventsProps = { day: TourDayRow; canEdit: boolean; rows: DayEventRows };

/** The day's schedule; managers add, edit and delete events here, online or not. */
export function DayEvents({ day, canEdit, rows }: DayEventsProps) {
  const data = useDayEvents(rows);
  const passportWarnings = usePassportWarnings(day.tourId, useIsOnline());
  const pendingIds = usePendingIds();
  const [isAdding, setIsAdding] = useState(false);
  const [tagMissing, setTagMissing] = useState(false);
  // A snapshot of the event as the editor opened it: its times are what the edit expects.
  const [editing, setEditing] = useState<EventRow | null>(null);

  const startAdding = () => {
    setTagMissing(!day.tag);
    if (day.tag) setIsAdding(true);
  };

  return (
    <section aria-labelledby="schedule-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="schedule-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Schedule
        </h2>
        {canEdit && !isAdding ? (
          <Button variant="secondary" className="print:hidden" onClick={startAdding}>
            Add event
          </Button>
        ) : null}
      </div>
      {tagMissing && !day.tag ? <FormAlert message={DAY_TAG_REQUIRED_MESSAGE} /> : null}
      {isAdding ? (
        <EventForm
          day={day}
          people={data.people}
          groups={data.groups}
          defaultValues={EMPTY_EVENT}
          title="New event"
          submitLabel="Add event"
          onSubmit={async (values) => {
            await mutate('event.create', toCreateArgs(day, values));
            toast.success('Event added');
            setIsAdding(false);
          }}
          onCancel={() => setIsAdding(false)}
        />
      ) : null}
      {data.events.length === 0 ? (
        <EmptyState>
          <p>No events on this day.</p>
        </EmptyState>
      ) : (
        <ol aria-label="Events" className="flex flex-col gap-3">
          {data.events.map((item) =>
            editing?.id === item.event.id ? (
              <li key={item.event.id}>
                <EventEditor
                  day={day}
                  people={data.people}
                  groups={data.groups}
                  item={item}
                  startedFrom={editing}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <EventItem
                key={item.event.id}
                item={item}
                passportWarnings={passportWarnings}
                canEdit={canEdit}
                isPending={pendingIds.has(item.event.id)}
                onEdit={() => setEditing(item.event)}
              />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
