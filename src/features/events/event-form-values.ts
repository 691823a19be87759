import { formatTime, zonedRange } from '../../lib/zoned-time';
import type { EventRow, TourDayRow } from '../../offline/db';
import type { MutationInput } from '../../offline/mutations';
import type { EventFormInput, EventFormValues } from './event-form-schema';

export const EMPTY_EVENT: EventFormInput = {
  type: 'SCHEDULE_ITEM',
  title: '',
  startTime: '',
  endTime: '',
  location: '',
  description: '',
  visibility: 'EVERYONE',
  personnelUserIds: [],
  personnelGroupIds: [],
};

/** What the form starts from when editing: the event's times on the venue's clock. */
export function eventToForm(
  event: EventRow,
  personnelUserIds: string[],
  personnelGroupIds: string[],
): EventFormInput {
  return {
    type: event.type,
    title: event.title,
    startTime: formatTime(event.startAt, event.timeZone),
    endTime: formatTime(event.endAt, event.timeZone),
    location: event.location ?? '',
    description: event.description ?? '',
    visibility: event.visibility,
    personnelUserIds: [...personnelUserIds].sort(),
    personnelGroupIds: [...personnelGroupIds].sort(),
  };
}

const orNull = (text: string) => (text === '' ? null : text);

export function toCreateArgs(day: TourDayRow, values: EventFormValues): MutationInput<'event.create'> {
  const { startAt, endAt } = zonedRange(day.date, values.startTime, values.endTime, day.timeZone);
  return {
    tourDayId: day.id,
    event: {
      type: values.type,
      title: values.title,
      startAt,
      endAt,
      visibility: values.visibility,
      location: orNull(values.location),
      description: orNull(values.description),
      personnelUserIds: values.personnelUserIds,
      personnelGroupIds: values.personnelGroupIds,
    },
  };
}

type EventChanges = MutationInput<'event.update'>['changes'];

/**
 * Only what the user changed. New times carry `expected` — the times the form started from — so
 * an edit made elsewhere meanwhile is a visible conflict, not silently overwritten (docs/offline-client.md).
 */
export function toUpdateChanges(
  day: TourDayRow,
  /** The event as it was when the form opened. */
  startedFrom: Pick<EventRow, 'startAt' | 'endAt'>,
  initial: EventFormInput,
  values: EventFormValues,
): EventChanges | null {
  const changes: EventChanges = {};
  if (values.type !== initial.type) changes.type = values.type;
  if (values.title !== initial.title.trim()) changes.title = values.title;
  if (values.location !== initial.location.trim()) changes.location = orNull(values.location);
  if (values.description !== initial.description.trim()) changes.description = orNull(values.description);
  if (values.visibility !== initial.visibility) changes.visibility = values.visibility;
  const people = [...values.personnelUserIds].sort();
  if (people.join() !== initial.personnelUserIds.join()) changes.personnelUserIds = people;
  const groups = [...values.personnelGroupIds].sort();
  if (groups.join() !== initial.personnelGroupIds.join()) changes.personnelGroupIds = groups;
  if (values.startTime !== initial.startTime || values.endTime !== initial.endTime) {
    const { startAt, endAt } = zonedRange(day.date, values.startTime, values.endTime, day.timeZone);
    changes.startAt = startAt;
    changes.endAt = endAt;
    changes.expected = { startAt: startedFrom.startAt, endAt: startedFrom.endAt };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
