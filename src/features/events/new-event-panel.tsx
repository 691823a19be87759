import { useState } from 'react';
import { toast } from 'sonner';
import { formatTime } from '../../lib/zoned-time';
import type { TourDayRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { EventForm } from './event-form';
import { newEventValues, nextStartAfter, toCreateArgs } from './event-form-values';
import type { GroupOption, Person } from './use-day-events';

type NewEventPanelProps = {
  day: TourDayRow;
  people: readonly Person[];
  groups: readonly GroupOption[];
  onClose: () => void;
};

/**
 * Adding events one after another: "Save and add another" (and Enter) keeps the form open, fresh,
 * starting where the last item ended. The confirmation is a line above the form, not a toast, so
 * nothing covers the fields being typed into.
 */
export function NewEventPanel({ day, people, groups, onClose }: NewEventPanelProps) {
  // Each saved item remounts the form (`key`) with the next suggested start: a clean, undirtied form.
  const [draft, setDraft] = useState({ key: 0, startTime: '' });
  const [added, setAdded] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      {added ? (
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {added}
        </p>
      ) : null}
      <EventForm
        key={draft.key}
        day={day}
        people={people}
        groups={groups}
        defaultValues={newEventValues(day, draft.startTime)}
        title="New event"
        submitLabel="Add event"
        offerAddAnother
        onSubmit={async (values, { addAnother }) => {
          const args = toCreateArgs(day, values);
          await mutate('event.create', args);
          if (!addAnother) {
            toast.success('Event added');
            onClose();
            return;
          }
          setAdded(`Added ${values.title} at ${formatTime(args.event.startAt, day.timeZone)}.`);
          setDraft((current) => ({ key: current.key + 1, startTime: nextStartAfter(values) }));
        }}
        onCancel={onClose}
      />
    </div>
  );
}
