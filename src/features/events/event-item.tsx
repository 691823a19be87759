import { useId, useState } from 'react';
import { useEventTypes } from '../../api/use-event-types';
import { travelLine } from '../../lib/travel-line';
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
  showOwnTime: boolean;
  isPending: boolean;
  canEdit: boolean;
  onEdit: () => void;
};

/**
 * One line of the run-of-show — time, title, where — read at a glance; the title is a button that
 * opens the details (type, who sees it, description, people and their phones, the manager's actions).
 * The button stretches over the whole line, so a tap anywhere on it opens the details.
 */
export function EventItem({ item, showOwnTime, isPending, canEdit, onEdit }: EventItemProps) {
  const { event } = item;
  const titleId = useId();
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <li aria-labelledby={titleId} className="break-inside-avoid">
      <div className="relative flex min-h-11 items-center gap-x-3 px-3 py-1.5 has-focus-visible:outline-2 has-focus-visible:outline-amber-500">
        <span className="w-[6.25rem] shrink-0 text-sm">
          <EventTimes event={event} showOwnTime={showOwnTime} />
        </span>
        <div className="flex min-w-0 flex-1 items-baseline gap-x-2">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setIsOpen(!isOpen)}
              className="text-left outline-none after:absolute after:inset-0 after:content-['']"
            >
              {event.title}
            </button>
          </h3>
          {event.travel ? (
            // A journey: carrier and number, each end in its own local time.
            <span className="min-w-12 flex-1 truncate text-sm text-slate-700 dark:text-slate-300">
              {travelLine(event.travel, event.startAt, event.endAt)}
            </span>
          ) : event.location ? (
            <span className="min-w-12 flex-1 truncate text-sm text-slate-600 dark:text-slate-400">
              {event.location}
            </span>
          ) : null}
          {isPending ? <PendingMarker /> : null}
        </div>
        <span aria-hidden="true" className="shrink-0 text-slate-400 print:hidden">
          {isOpen ? '▴' : '▾'}
        </span>
      </div>
      <div
        id={detailsId}
        hidden={!isOpen}
        className="flex flex-col gap-2 border-t border-slate-200 px-3 py-3 dark:border-slate-800"
      >
        {isOpen ? <EventDetails item={item} canEdit={canEdit} onEdit={onEdit} /> : null}
      </div>
    </li>
  );
}

/**
 * What opening a line shows: its type, who sees it, the description, people and the manager's
 * actions. Made only when opened: a day's closed lines then cost one row each on the first render.
 */
function EventDetails({ item, canEdit, onEdit }: Pick<EventItemProps, 'item' | 'canEdit' | 'onEdit'>) {
  const { event, assignees, groups } = item;
  const { labelOf } = useEventTypes();
  return (
    <>
      <p className="flex flex-wrap gap-2">
        <Badge tone="accent">{labelOf(event.type)}</Badge>
        <Badge>{event.visibility === 'ASSIGNED_ONLY' ? 'Assigned only' : 'Everyone'}</Badge>
      </p>
      {event.description ? (
        <p className="whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-300">{event.description}</p>
      ) : null}
      <EventPeople assignees={assignees} groups={groups} />
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
    </>
  );
}
