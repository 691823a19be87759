/**
 * POST /events/duplicate — one body, two shapes, told apart by `sourceTourDayId`:
 *
 * - `{eventIds, targetTourDayId?}` duplicates those events (all of one tour). Without a target
 *   each copy lands on its own event's day at the same instants; with a target day (same tour)
 *   the copies keep their local wall-clock times, now in the target day's time zone.
 * - `{sourceTourDayId, targetTourDayId}` copies every event of one day to another date of the
 *   same tour; a source day without events is refused with `NO_EVENTS_ON_DATE`.
 *
 * Copies keep type, title, times, location, description, visibility and the assigned people who
 * are still on the tour. The answer is the new events, in time order.
 */
import * as v from 'valibot';
import { UuidSchema } from './common';
import { MESSAGES } from './messages';

export const NO_EVENTS_ON_DATE = 'You need to have at least one event on the selected date';
export const MAX_DUPLICATE_EVENTS = 200;

/** A key that must be absent (`not: {}` in the OpenAPI document). */
const absent = (message?: string) => v.optional(v.pipe(v.undefined(message), v.metadata({ not: {} })));

export const DuplicateEventsSchema = v.object({
  /** Absent in this shape; present means the day-copy shape. */
  sourceTourDayId: absent(),
  eventIds: v.pipe(
    v.array(UuidSchema, MESSAGES.required),
    v.minLength(1, 'Choose at least one event'),
    v.maxLength(MAX_DUPLICATE_EVENTS, `At most ${MAX_DUPLICATE_EVENTS} events at once`),
  ),
  targetTourDayId: v.optional(UuidSchema),
});

export const CopyDayEventsSchema = v.object({
  sourceTourDayId: UuidSchema,
  targetTourDayId: UuidSchema,
  eventIds: absent('Send either eventIds or sourceTourDayId, not both'),
});

export const DuplicateRequestSchema = v.pipe(
  v.variant('sourceTourDayId', [CopyDayEventsSchema, DuplicateEventsSchema], 'Must be a valid id'),
  v.metadata({
    type: 'object',
    description:
      'Either {eventIds, targetTourDayId?} to duplicate events, or {sourceTourDayId, targetTourDayId} ' +
      'to copy every event of a day to another date of the same tour.',
  }),
);
export type DuplicateRequest = v.InferOutput<typeof DuplicateRequestSchema>;
