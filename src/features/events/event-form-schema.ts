import * as v from 'valibot';
import { requiredString } from '#contract/common';
import { ASSIGNEE_REQUIRED_MESSAGE, EVENT_VISIBILITIES, EventTypeSchema } from '#contract/events';
import { MESSAGES } from '#contract/messages';

const TimeSchema = v.pipe(
  v.string(MESSAGES.required),
  v.nonEmpty(MESSAGES.required),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 19:30'),
);

/** The event form: wall-clock times on the day (the venue's), turned into instants on save. */
export const EventFormSchema = v.pipe(
  v.object({
    type: EventTypeSchema,
    title: requiredString(200),
    startTime: TimeSchema,
    endTime: TimeSchema,
    location: v.pipe(v.string(), v.trim(), v.maxLength(300, 'Must be at most 300 characters')),
    description: v.pipe(v.string(), v.trim(), v.maxLength(5000, 'Must be at most 5000 characters')),
    visibility: v.picklist(EVENT_VISIBILITIES),
    personnelUserIds: v.array(v.string()),
    personnelGroupIds: v.array(v.string()),
  }),
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
