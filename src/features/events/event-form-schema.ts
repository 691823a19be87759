import * as v from 'valibot';
import { requiredString } from '#contract/common';
import { ASSIGNEE_REQUIRED_MESSAGE, EVENT_VISIBILITIES, EventTypeCodeSchema } from '#contract/events';
import { MESSAGES } from '#contract/messages';
import { TRAVEL_MESSAGES } from '#contract/travel';
import { TravelFieldsSchema, travelFieldOk } from './travel-form';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = 'Enter a time like 19:30';
const TimeSchema = v.pipe(
  v.string(MESSAGES.required),
  v.nonEmpty(MESSAGES.required),
  v.regex(TIME, TIME_MESSAGE),
);
/** Empty = a point in time (Doors, Curfew): stored with the end equal to the start. */
const OptionalTimeSchema = v.pipe(
  v.string(),
  v.check((time) => time === '' || TIME.test(time), TIME_MESSAGE),
);

/** The event form: wall-clock times on the day (the venue's), turned into instants on save. */
const EventFormObject = v.object({
  type: EventTypeCodeSchema,
  title: requiredString(200),
  startTime: TimeSchema,
  endTime: OptionalTimeSchema,
  location: v.pipe(v.string(), v.trim(), v.maxLength(300, 'Must be at most 300 characters')),
  /** The venue, hotel or vendor from Venues & contacts; '' = none. */
  providerId: v.string(),
  description: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters')),
  visibility: v.picklist(EVENT_VISIBILITIES),
  personnelUserIds: v.array(v.string()),
  personnelGroupIds: v.array(v.string()),
  /** Travel events only (checked only then): mode, number, both ends and their zones, booking. */
  ...TravelFieldsSchema,
});
type FormObject = v.InferOutput<typeof EventFormObject>;
const travelCheck = (key: Parameters<typeof travelFieldOk>[1], message: string) =>
  v.forward(
    v.check<FormObject, string>((input) => travelFieldOk(input, key), message),
    [key],
  );

export const EventFormSchema = v.pipe(
  EventFormObject,
  travelCheck('originName', MESSAGES.required),
  travelCheck('originZone', TRAVEL_MESSAGES.unknownZone),
  travelCheck('destinationName', MESSAGES.required),
  travelCheck('destinationZone', TRAVEL_MESSAGES.unknownZone),
  v.forward(
    v.check(
      (input) =>
        input.visibility !== 'ASSIGNED_ONLY' ||
        input.personnelUserIds.length + input.personnelGroupIds.length > 0,
      ASSIGNEE_REQUIRED_MESSAGE,
    ),
    ['personnelUserIds'],
  ),
);
export type EventFormInput = v.InferInput<typeof EventFormSchema>;
export type EventFormValues = v.InferOutput<typeof EventFormSchema>;
