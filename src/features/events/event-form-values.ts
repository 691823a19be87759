import { formatTime, zonedRange } from '../../lib/zoned-time';
import type { EventRow, TourDayRow } from '../../offline/db';
import type { MutationInput } from '../../offline/mutations';
import type { EventFormInput, EventFormValues } from './event-form-schema';
import {
  emptyTravelFields,
  fieldsToTravel,
  journeyInstants,
  journeyTimes,
  travelChanged,
  travelToFields,
} from './travel-form';

export const EMPTY_EVENT: EventFormInput = {
  type: 'SCHEDULE_ITEM',
  title: '',
  startTime: '',
  endTime: '',
  location: '',
  providerId: '',
  description: '',
  visibility: 'EVERYONE',
  personnelUserIds: [],
  personnelGroupIds: [],
  ...emptyTravelFields('UTC'),
};

/** A new event's form: the location defaults to the day's venue, where most of a show day happens. */
export function newEventValues(
  day: Pick<TourDayRow, 'venue'> & { timeZone?: string },
  startTime = '',
): EventFormInput {
  return {
    ...EMPTY_EVENT,
    ...emptyTravelFields(day.timeZone ?? 'UTC'),
    startTime,
    location: day.venue ?? '',
  };
}

/** The next item's suggested start after saving one: its end, or 30 minutes after a point in time. */
export function nextStartAfter(values: Pick<EventFormValues, 'startTime' | 'endTime'>): string {
  if (values.endTime !== '') return values.endTime;
  const [hours = 0, minutes = 0] = values.startTime.split(':').map(Number);
  const total = (hours * 60 + minutes + 30) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** An end equal to the start is a point in time: the form shows it as no end time. */
const isPointInTime = (event: Pick<EventRow, 'startAt' | 'endAt'>) =>
  Date.parse(event.startAt) === Date.parse(event.endAt);

/**
 * The instants of the form's times; an empty end means a point in time (end = start). A journey's
 * are on its ends' clocks (departure at the origin, arrival at the destination).
 */
function instants(day: TourDayRow, values: EventFormValues) {
  if (values.type === 'TRAVEL') return journeyInstants(day.date, values.startTime, values.endTime, values);
  return zonedRange(day.date, values.startTime, values.endTime || values.startTime, day.timeZone);
}

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
    endTime: isPointInTime(event) ? '' : formatTime(event.endAt, event.timeZone),
    ...(event.travel
      ? { ...travelToFields(event.travel), ...journeyTimes(event.travel, event.startAt, event.endAt) }
      : emptyTravelFields(event.timeZone)),
    location: event.location ?? '',
    providerId: event.providerId ?? '',
    description: event.description ?? '',
    visibility: event.visibility,
    personnelUserIds: [...personnelUserIds].sort(),
    personnelGroupIds: [...personnelGroupIds].sort(),
  };
}

const orNull = (text: string) => (text === '' ? null : text);

export function toCreateArgs(day: TourDayRow, values: EventFormValues): MutationInput<'event.create'> {
  const { startAt, endAt } = instants(day, values);
  return {
    tourDayId: day.id,
    event: {
      type: values.type,
      title: values.title,
      startAt,
      endAt,
      visibility: values.visibility,
      location: orNull(values.location),
      providerId: orNull(values.providerId),
      description: orNull(values.description),
      personnelUserIds: values.personnelUserIds,
      personnelGroupIds: values.personnelGroupIds,
      ...(values.type === 'TRAVEL' ? { travel: fieldsToTravel(values) } : {}),
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
  if (values.providerId !== initial.providerId) changes.providerId = orNull(values.providerId);
  if (values.description !== initial.description.trim()) changes.description = orNull(values.description);
  if (values.visibility !== initial.visibility) changes.visibility = values.visibility;
  const people = [...values.personnelUserIds].sort();
  if (people.join() !== initial.personnelUserIds.join()) changes.personnelUserIds = people;
  const groups = [...values.personnelGroupIds].sort();
  if (groups.join() !== initial.personnelGroupIds.join()) changes.personnelGroupIds = groups;
  // New ends move the journey's times too: they are read on the ends' clocks.
  const journeyChanged = values.type === 'TRAVEL' && travelChanged(values, initial);
  if (journeyChanged) changes.travel = fieldsToTravel(values);
  if (values.startTime !== initial.startTime || values.endTime !== initial.endTime || journeyChanged) {
    const { startAt, endAt } = instants(day, values);
    changes.startAt = startAt;
    changes.endAt = endAt;
    changes.expected = { startAt: startedFrom.startAt, endAt: startedFrom.endAt };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
