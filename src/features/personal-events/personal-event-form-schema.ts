import * as v from 'valibot';
import { requiredString } from '#contract/common';
import { CalendarDateSchema, TimeZoneSchema } from '#contract/dates';
import { TimeOfDaySchema } from '#contract/event-templates';
import type { CreatePersonalEvent, PersonalEvent } from '#contract/personal-events';
import { dateInZone, formatTime, viewerTimeZone, zonedRange } from '../../lib/zoned-time';

const optionalText = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, `Must be at most ${max} characters`),
    v.transform((value): string | null => (value === '' ? null : value)),
  );

/** What the user types: a date and local times in a zone; the server stores instants. */
export const PersonalEventFormSchema = v.object({
  title: requiredString(200),
  date: CalendarDateSchema,
  startTime: TimeOfDaySchema,
  endTime: TimeOfDaySchema,
  timeZone: TimeZoneSchema,
  location: optionalText(300),
  notes: optionalText(5000),
});
export type PersonalEventFormInput = v.InferInput<typeof PersonalEventFormSchema>;
export type PersonalEventFormValues = v.InferOutput<typeof PersonalEventFormSchema>;

/** Local date and times → instants; an end before the start is on the next day (a late night out). */
export function toPersonalEventInput(values: PersonalEventFormValues): CreatePersonalEvent {
  const { startAt, endAt } = zonedRange(values.date, values.startTime, values.endTime, values.timeZone);
  return {
    title: values.title,
    startAt,
    endAt,
    timeZone: values.timeZone,
    location: values.location,
    notes: values.notes,
  };
}

/** A new event starts in the device's zone, where most personal plans are made. */
export function personalEventFormDefaults(event: PersonalEvent | { date: string }): PersonalEventFormInput {
  if (!('id' in event)) {
    return {
      title: '',
      date: event.date,
      startTime: '09:00',
      endTime: '10:00',
      timeZone: viewerTimeZone(),
      location: '',
      notes: '',
    };
  }
  return {
    title: event.title,
    date: dateInZone(event.startAt, event.timeZone),
    startTime: formatTime(event.startAt, event.timeZone),
    endTime: formatTime(event.endAt, event.timeZone),
    timeZone: event.timeZone,
    location: event.location ?? '',
    notes: event.notes ?? '',
  };
}
