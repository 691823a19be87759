/**
 * Reads across every tour the caller can see: upcoming events (GET /events/upcoming,
 * GET /v2/events/upcoming) and the combined calendar of tour and personal events
 * (GET /combined-calendar).
 */
import * as v from 'valibot';
import { UuidSchema } from './common';
import { CalendarDateSchema } from './dates';
import { EventSchema, EventTypeCodeSchema } from './events';
import { FROM_AFTER_TO } from './personal-events';

export const UPCOMING_DEFAULT_LIMIT = 20;
export const UPCOMING_MAX_LIMIT = 100;
export const CALENDAR_MAX_DAYS = 366;

export const UpcomingQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'Must be at least 1'),
      v.maxValue(UPCOMING_MAX_LIMIT, `Must be at most ${UPCOMING_MAX_LIMIT}`),
    ),
    String(UPCOMING_DEFAULT_LIMIT),
  ),
  /** Only this tour's events (404 if the caller cannot see it). */
  tourId: v.optional(UuidSchema),
});
export type UpcomingQuery = v.InferOutput<typeof UpcomingQuerySchema>;

export const TourRefSchema = v.object({ id: v.string(), name: v.string() });

/** v2: the same events, grouped by tour; groups in the order of their soonest event. */
export const UpcomingByTourSchema = v.array(v.object({ tour: TourRefSchema, events: v.array(EventSchema) }));

const spanDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

export const CombinedCalendarQuerySchema = v.pipe(
  v.object({
    from: CalendarDateSchema,
    to: CalendarDateSchema,
    /** Narrows the tour events; personal events are always included. */
    tourId: v.optional(UuidSchema),
  }),
  v.forward(
    v.check((q) => q.from <= q.to, FROM_AFTER_TO),
    ['to'],
  ),
  v.forward(
    v.check(
      (q) => q.from > q.to || spanDays(q.from, q.to) <= CALENDAR_MAX_DAYS,
      `The range can span at most ${CALENDAR_MAX_DAYS} days`,
    ),
    ['to'],
  ),
);
export type CombinedCalendarQuery = v.InferOutput<typeof CombinedCalendarQuerySchema>;

export const CalendarItemSchema = v.object({
  kind: v.picklist(['tour', 'personal']),
  id: v.string(),
  title: v.string(),
  type: EventTypeCodeSchema,
  startAt: v.string(),
  endAt: v.string(),
  timeZone: v.string(),
  tourId: v.nullable(v.string()),
  tourName: v.nullable(v.string()),
  tourDayId: v.nullable(v.string()),
});
export type CalendarItem = v.InferOutput<typeof CalendarItemSchema>;
