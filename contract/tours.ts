import * as v from 'valibot';
import { requiredString, UuidSchema } from './common';
import { CalendarDateSchema } from './dates';
import { PROJECT_ROLES } from './roles';

/** The longest tour one record may span (a year and a bit: residencies cross New Year). */
export const MAX_TOUR_DAYS = 400;

export const TourSchema = v.object({
  id: v.string(),
  artistId: v.string(),
  workspaceId: v.string(),
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  logoUrl: v.nullable(v.string()),
  archived: v.boolean(),
  version: v.number(),
  /** The caller's project role on this tour. */
  role: v.picklist(PROJECT_ROLES),
});
export type Tour = v.InferOutput<typeof TourSchema>;

const datesInOrder = <T extends { startDate?: string; endDate?: string }>(input: T) =>
  !input.startDate || !input.endDate || input.startDate <= input.endDate;
const notTooLong = <T extends { startDate?: string; endDate?: string }>(input: T) =>
  !input.startDate ||
  !input.endDate ||
  (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 < MAX_TOUR_DAYS;

export const CreateTourSchema = v.pipe(
  v.object({
    id: v.optional(UuidSchema),
    artistId: UuidSchema,
    name: requiredString(120),
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
  }),
  v.forward(v.check(datesInOrder, 'The end date must be on or after the start date'), ['endDate']),
  v.forward(v.check(notTooLong, `A tour can span at most ${MAX_TOUR_DAYS} days`), ['endDate']),
);
export type CreateTour = v.InferOutput<typeof CreateTourSchema>;

export const UpdateTourSchema = v.pipe(
  v.object({
    name: v.optional(requiredString(120)),
    startDate: v.optional(CalendarDateSchema),
    endDate: v.optional(CalendarDateSchema),
  }),
  v.forward(v.check(datesInOrder, 'The end date must be on or after the start date'), ['endDate']),
  v.forward(v.check(notTooLong, `A tour can span at most ${MAX_TOUR_DAYS} days`), ['endDate']),
);
export type UpdateTour = v.InferOutput<typeof UpdateTourSchema>;

export const TourListQuerySchema = v.object({
  artistId: v.optional(UuidSchema),
  archived: v.optional(v.picklist(['true', 'false'], 'Must be true or false')),
});
