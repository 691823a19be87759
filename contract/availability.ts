/**
 * Team availability: for each active member of a team and each date of a range, whether they are
 * free, booked (on a day of a tour they are active on) or unavailable (a day they marked
 * themselves). Dates are calendar dates: a tour day counts on its own local date, whatever its zone.
 */
import * as v from 'valibot';
import { UuidSchema } from './common';
import { CalendarDateSchema } from './dates';

/** The longest range one grid request covers: a year, leap day included. */
export const AVAILABILITY_MAX_DAYS = 366;

export const AVAILABILITY_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: `Choose at most ${AVAILABILITY_MAX_DAYS} days`,
} as const;

export const AVAILABILITY_STATUSES = ['free', 'booked', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const readable = (date: string | undefined) => !!date && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));

/** `from` and `to` inclusive; the range rules only judge two readable dates. */
export const DateRangeQuerySchema = v.pipe(
  v.object({ from: CalendarDateSchema, to: CalendarDateSchema }),
  v.forward(
    v.check((q) => !readable(q.from) || !readable(q.to) || q.from <= q.to, AVAILABILITY_MESSAGES.fromAfterTo),
    ['to'],
  ),
  v.forward(
    v.check(
      (q) => !readable(q.from) || !readable(q.to) || daysInRange(q.from, q.to) <= AVAILABILITY_MAX_DAYS,
      AVAILABILITY_MESSAGES.tooLong,
    ),
    ['to'],
  ),
);
export type DateRangeQuery = v.InferOutput<typeof DateRangeQuerySchema>;

export const BookedTourSchema = v.object({ id: v.string(), name: v.string() });

/**
 * One member on one date. `tours` names only tours the caller may see; `otherTours` says there is
 * at least one more (never which, nor how many).
 */
export const AvailabilityDaySchema = v.object({
  date: v.string(),
  status: v.picklist(AVAILABILITY_STATUSES),
  tours: v.array(BookedTourSchema),
  otherTours: v.boolean(),
  /** The member marked this date unavailable (also when a booking outranks it in `status`). */
  marked: v.boolean(),
});
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>;

export const MemberAvailabilitySchema = v.object({
  memberId: v.string(),
  userId: v.string(),
  name: v.string(),
  position: v.nullable(v.string()),
  /** The caller's own row: the one they may mark days on. */
  isMe: v.boolean(),
  days: v.array(AvailabilityDaySchema),
});
export type MemberAvailability = v.InferOutput<typeof MemberAvailabilitySchema>;

export const TeamAvailabilitySchema = v.object({
  teamId: v.string(),
  from: v.string(),
  to: v.string(),
  dates: v.array(v.string()),
  members: v.array(MemberAvailabilitySchema),
});
export type TeamAvailability = v.InferOutput<typeof TeamAvailabilitySchema>;

export const UnavailableDateParamsSchema = v.object({ date: CalendarDateSchema });
export const UnavailableDateSchema = v.object({ date: v.string() });
export const UnavailableDatesSchema = v.array(UnavailableDateSchema);

/** Booking warnings for people about to work a tour's date: comma-separated user ids. */
export const BookingWarningsQuerySchema = v.object({
  date: CalendarDateSchema,
  userIds: v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
    v.array(UuidSchema),
    v.maxLength(200, 'Ask about at most 200 people at once'),
  ),
});
export type BookingWarningsQuery = v.InferOutput<typeof BookingWarningsQuerySchema>;

export const BookingWarningsSchema = v.object({ warnings: v.array(v.string()) });
export type BookingWarnings = v.InferOutput<typeof BookingWarningsSchema>;
