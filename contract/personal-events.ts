/**
 * Personal events: a user's own appointments beside their tours. Only their owner sees
 * them; their type is always PERSONAL.
 */
import * as v from 'valibot';
import { plainText, requiredString, type TextOptions, UuidSchema } from './common';
import { CalendarDateSchema, InstantSchema, TimeZoneSchema } from './dates';

export const PersonalEventSchema = v.object({
  id: v.string(),
  type: v.literal('PERSONAL'),
  title: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  /** The IANA zone the user planned it in: times are shown in it. */
  timeZone: v.string(),
  location: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type PersonalEvent = v.InferOutput<typeof PersonalEventSchema>;

const text = (max: number, options: TextOptions = {}) => v.nullable(plainText(max, options));

/** Sent by clients that echo the event back; any other type is refused rather than ignored. */
const PersonalTypeSchema = v.optional(v.literal('PERSONAL', 'Personal events are always of type PERSONAL'));

export const END_BEFORE_START = 'The end must be after the start';
/** Only two readable instants are compared: an unreadable one already has its own message. */
const startsBeforeEnd = <T extends { startAt?: string; endAt?: string }>(input: T) => {
  const start = Date.parse(input.startAt ?? '');
  const end = Date.parse(input.endAt ?? '');
  return Number.isNaN(start) || Number.isNaN(end) || start <= end;
};

export const CreatePersonalEventSchema = v.pipe(
  v.object({
    id: v.optional(UuidSchema),
    type: PersonalTypeSchema,
    title: requiredString(200),
    startAt: InstantSchema,
    endAt: InstantSchema,
    timeZone: TimeZoneSchema,
    location: v.optional(text(300), null),
    notes: v.optional(text(5000, { multiline: true }), null),
  }),
  v.forward(v.check(startsBeforeEnd, END_BEFORE_START), ['endAt']),
);
export type CreatePersonalEvent = v.InferOutput<typeof CreatePersonalEventSchema>;

export const UpdatePersonalEventSchema = v.pipe(
  v.object({
    type: PersonalTypeSchema,
    title: v.optional(requiredString(200)),
    startAt: v.optional(InstantSchema),
    endAt: v.optional(InstantSchema),
    timeZone: v.optional(TimeZoneSchema),
    location: v.optional(text(300)),
    notes: v.optional(text(5000, { multiline: true })),
  }),
  v.forward(v.check(startsBeforeEnd, END_BEFORE_START), ['endAt']),
);
export type UpdatePersonalEvent = v.InferOutput<typeof UpdatePersonalEventSchema>;

export const FROM_AFTER_TO = 'The start date must be on or before the end date';

/** Calendar dates, inclusive; an event is listed when its local dates overlap the range. */
export const PersonalEventListQuerySchema = v.pipe(
  v.object({ from: v.optional(CalendarDateSchema), to: v.optional(CalendarDateSchema) }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, FROM_AFTER_TO),
    ['to'],
  ),
);
