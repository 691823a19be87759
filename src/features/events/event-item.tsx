import { useId } from 'react';
import { EVENT_TYPE_LABELS } from '#contract/events';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { PendingMarker } from '../../ui/pending-marker';
import { DeleteEventButton } from './delete-event-button';
import { DuplicateEventButton } from './duplicate-event-button';
import { EventPeople } from './event-people';
import { EventTimes } from './event-times';
import type { DayEvent } from './use-day-events';

type EventItemProps = {
  item: DayEvent;
  /** Passport warning text by user id, shown beside those people. */
  passportWarnings: ReadonlyMap<string, string>;
  isPending: boolean;
  canEdit: boolean;
  onEdit: () => void;
};

/** One event of the daysheet: when, what, where, who sees it and who is on it. */
export function EventItem({ item, passportWarnings, isPending, canEdit, onEdit }: EventItemProps) {
  const { event, assignees, groups } = item;
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid dark:border-slate-800 dark:bg-slate-900"
    >
      <EventTimes event={event} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold break-words text-slate-900 dark:text-white">
          {event.title}
        </h3>
        <Badge tone="accent">{EVENT_TYPE_LABELS[event.type]}</Badge>
        <Badge>{event.visibility === 'ASSIGNED_ONLY' ? 'Assigned only' : 'Everyone'}</Badge>
        {isPending ? <PendingMarker /> : null}
      </div>
      {event.location ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Location:</span> {event.location}
        </p>
      ) : null}
      {event.description ? (
        <p className="whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-300">{event.description}</p>
      ) : null}
      <EventPeople assignees={assignees} groups={groups} passportWarnings={passportWarnings} />
      {canEdit ? (
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" aria-label={`Edit ${event.title}`} onClick={onEdit}>
            Edit
          </Button>
          <DuplicateEventButton
            event={event}
            personnelUserIds={assignees.map((person) => person.userId)}
            personnelGroupIds={groups.map((group) => group.groupId)}
          />
          <DeleteEventButton eventId={event.id} title={event.title} />
        </div>
      ) : null}
    </li>
  );
}
