import { useState } from 'react';
import { toast } from 'sonner';
import type { EventRow, TourDayRow } from '../../offline/db';
import { mutate } from '../../offline/user-sync';
import { EventForm } from './event-form';
import { eventToForm, toUpdateChanges } from './event-form-values';
import type { DayEvent, GroupOption, Person } from './use-day-events';

type EventEditorProps = {
  day: TourDayRow;
  people: readonly Person[];
  groups: readonly GroupOption[];
  item: DayEvent;
  /** The event when the editor opened: guarded fields are compared against it. */
  startedFrom: EventRow;
  onDone: () => void;
};

const ASSIGNMENT_KEYS = new Set(['personnelUserIds', 'personnelGroupIds']);
/** The "personnel assigned" toast: for an edit that only changed who is on the event. */
const onlyAssignments = (changes: object) => Object.keys(changes).every((key) => ASSIGNMENT_KEYS.has(key));

/** Edits one event in place; sends only what changed. */
export function EventEditor({ day, people, groups, item, startedFrom, onDone }: EventEditorProps) {
  // Fixed when the editor opens: a pull meanwhile must not move the form under the user's hands.
  const [initial] = useState(() =>
    eventToForm(
      startedFrom,
      item.assignees.map((person) => person.userId),
      item.groups.map((group) => group.groupId),
    ),
  );
  return (
    <EventForm
      day={day}
      people={people}
      groups={groups}
      defaultValues={initial}
      title={`Edit ${startedFrom.title}`}
      submitLabel="Save event"
      onSubmit={async (values) => {
        const changes = toUpdateChanges(day, startedFrom, initial, values);
        if (changes) {
          await mutate('event.update', { id: startedFrom.id, changes });
          toast.success(onlyAssignments(changes) ? 'Personnel assigned' : 'Event updated');
        }
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
