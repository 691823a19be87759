import * as v from 'valibot';
import { opaqueString, plainText, requiredString, type TextOptions, UuidSchema } from './common';
import { InstantSchema } from './dates';
import { TRAVEL_MESSAGES, TravelInputSchema, TravelSchema } from './travel';

/** Event types. */
export const EVENT_TYPES = [
  'GLAM',
  'TRAVEL',
  'HOTEL_STAY',
  'SHOW',
  'REHEARSAL',
  'LOAD_IN',
  'PRODUCTION',
  'PROMO',
  'SCHEDULE_ITEM',
  'PERSONAL',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** A built-in type (event templates offer only these). */
export const EventTypeSchema = v.picklist(EVENT_TYPES, 'Choose an event type');

export const EVENT_TYPE_MESSAGE = 'Choose an event type';
/**
 * What an event stores as its type: a built-in code or one an admin added (`event_types`). The
 * server checks that it exists; a device accepts whatever its pull brings.
 */
export const EVENT_TYPE_CODE_PATTERN = /^[A-Z][A-Z0-9_]{0,39}$/;
export const EventTypeCodeSchema = v.pipe(
  v.string(EVENT_TYPE_MESSAGE),
  v.regex(EVENT_TYPE_CODE_PATTERN, EVENT_TYPE_MESSAGE),
);

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  GLAM: 'Glam',
  TRAVEL: 'Travel',
  HOTEL_STAY: 'Hotel stay',
  SHOW: 'Show',
  REHEARSAL: 'Rehearsal',
  LOAD_IN: 'Load-in',
  PRODUCTION: 'Production',
  PROMO: 'Promo',
  SCHEDULE_ITEM: 'Schedule item',
  PERSONAL: 'Personal',
};

/**
 * A type's name: from the server's event-types read when given (an admin may have renamed it or
 * added it), else the built-in default, else the code itself.
 */
export function eventTypeLabel(code: string, names?: ReadonlyMap<string, string>): string {
  return names?.get(code) ?? (EVENT_TYPE_LABELS as Record<string, string | undefined>)[code] ?? code;
}

/** Event visibility: everyone on the tour, or only the people assigned to it (and managers). */
export const EVENT_VISIBILITIES = ['EVERYONE', 'ASSIGNED_ONLY'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

export const ASSIGNEE_REQUIRED_MESSAGE = 'At least one member or group is required';

export const EventSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  tourDayId: v.string(),
  type: EventTypeCodeSchema,
  title: v.string(),
  startAt: v.string(),
  endAt: v.string(),
  /** The venue's IANA zone (copied from the day): times are shown in it. */
  timeZone: v.string(),
  visibility: v.picklist(EVENT_VISIBILITIES),
  location: v.nullable(v.string()),
  description: v.nullable(v.string()),
  /** The venue, hotel or vendor of the event (contract/event-providers.ts), if any. */
  providerId: v.optional(v.nullable(v.string())),
  /** Users assigned to the event directly. */
  personnelUserIds: v.array(v.string()),
  /** Groups assigned to the event: their members are on it too. */
  personnelGroupIds: v.array(v.string()),
  /** A TRAVEL event's mode, number, ends and booking (contract/travel.ts); null for the others. */
  travel: v.optional(v.nullable(TravelSchema)),
  version: v.number(),
});
export type Event = v.InferOutput<typeof EventSchema>;

const OptionalText = (max: number, options: TextOptions = {}) =>
  v.optional(v.nullable(plainText(max, options)), null);

const startsBeforeEnd = <T extends { startAt?: string; endAt?: string }>(input: T) =>
  !input.startAt ||
  !input.endAt ||
  // An unreadable time has its own message; the other field is not to blame for it.
  Number.isNaN(Date.parse(input.startAt)) ||
  Number.isNaN(Date.parse(input.endAt)) ||
  Date.parse(input.startAt) <= Date.parse(input.endAt);

/** A journey arrives strictly after it leaves (judged only when both times are readable). */
const arrivesAfterDeparture = <T extends { startAt: string; endAt: string; travel?: unknown }>(input: T) =>
  !input.travel ||
  Number.isNaN(Date.parse(input.startAt)) ||
  Number.isNaN(Date.parse(input.endAt)) ||
  Date.parse(input.startAt) < Date.parse(input.endAt);

const travelOnlyOnTravel = <T extends { type: string; travel?: unknown }>(input: T) =>
  !input.travel || input.type === 'TRAVEL';

type Assignees = { visibility?: EventVisibility; personnelUserIds?: string[]; personnelGroupIds?: string[] };

/**
 * "Assigned only" needs at least one member or group. Judged only when both lists are given: an
 * update that sends one of them leaves the other to the server, which checks the stored one.
 */
const assignedOnlyHasPeople = <T extends Assignees>(input: T) =>
  input.visibility !== 'ASSIGNED_ONLY' ||
  input.personnelUserIds === undefined ||
  input.personnelGroupIds === undefined ||
  input.personnelUserIds.length + input.personnelGroupIds.length > 0;

const IdListSchema = v.pipe(v.array(UuidSchema), v.maxLength(500));

export const CreateEventSchema = v.pipe(
  v.object({
    id: v.optional(UuidSchema),
    type: EventTypeCodeSchema,
    title: requiredString(200),
    startAt: InstantSchema,
    endAt: InstantSchema,
    visibility: v.optional(v.picklist(EVENT_VISIBILITIES), 'EVERYONE'),
    location: OptionalText(300),
    description: OptionalText(5000, { multiline: true }),
    providerId: v.optional(v.nullable(UuidSchema)),
    personnelUserIds: v.optional(IdListSchema, []),
    personnelGroupIds: v.optional(IdListSchema, []),
    travel: v.optional(v.nullable(TravelInputSchema)),
  }),
  // Before the general rule: a journey's end is its arrival, and is said so.
  v.forward(v.check(arrivesAfterDeparture, TRAVEL_MESSAGES.arrivalAfterDeparture), ['endAt']),
  v.forward(v.check(startsBeforeEnd, 'The end must be after the start'), ['endAt']),
  v.forward(v.check(travelOnlyOnTravel, TRAVEL_MESSAGES.onlyForTravel), ['travel']),
  v.forward(v.check(assignedOnlyHasPeople, ASSIGNEE_REQUIRED_MESSAGE), ['personnelUserIds']),
);
export type CreateEvent = v.InferOutput<typeof CreateEventSchema>;

export const UpdateEventSchema = v.pipe(
  v.object({
    type: v.optional(EventTypeCodeSchema),
    title: v.optional(requiredString(200)),
    startAt: v.optional(InstantSchema),
    endAt: v.optional(InstantSchema),
    /** Moving the event to another day of the same tour. */
    tourDayId: v.optional(UuidSchema),
    visibility: v.optional(v.picklist(EVENT_VISIBILITIES)),
    location: v.optional(v.nullable(plainText(300))),
    description: v.optional(v.nullable(plainText(5000, { multiline: true }))),
    providerId: v.optional(v.nullable(UuidSchema)),
    personnelUserIds: v.optional(IdListSchema),
    personnelGroupIds: v.optional(IdListSchema),
    /** Replaces the travel details whole (null removes them); the server checks the event is TRAVEL. */
    travel: v.optional(v.nullable(TravelInputSchema)),
    /** Guarded fields (docs/offline-client.md): the values the editor started from. */
    expected: v.optional(
      v.object({
        startAt: v.optional(opaqueString(100)),
        endAt: v.optional(opaqueString(100)),
        tourDayId: v.optional(opaqueString(100)),
      }),
    ),
  }),
  v.forward(v.check(startsBeforeEnd, 'The end must be after the start'), ['endAt']),
  v.forward(v.check(assignedOnlyHasPeople, ASSIGNEE_REQUIRED_MESSAGE), ['personnelUserIds']),
);
export type UpdateEvent = v.InferOutput<typeof UpdateEventSchema>;
