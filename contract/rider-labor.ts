/**
 * Labor of a rider (rider labors and rider labor types): local crew the venue supplies,
 * one row per line ("4 × Stagehand, 08:00–12:00"). Labor types belong to the tour, so every rider
 * of the tour picks from the same list; DEFAULT_LABOR_TYPES are offered to add with one tap.
 */
import * as v from 'valibot';
import { optionalText, requiredString, UuidSchema } from './common';
import { TimeOfDaySchema } from './event-templates';
import { NOTHING_TO_UPDATE, QuantitySchema } from './riders';

export const DEFAULT_LABOR_TYPES = [
  'Stagehand',
  'Loader',
  'Rigger',
  'Fork operator',
  'Electrician',
  'Follow spot operator',
  'Wardrobe',
  'Runner',
  'Security',
] as const;

export const RiderLaborTypeSchema = v.object({ id: v.string(), tourId: v.string(), name: v.string() });
export type RiderLaborType = v.InferOutput<typeof RiderLaborTypeSchema>;

/** `POST /rider-labor-types`. */
export const CreateLaborTypeSchema = v.object({
  id: v.optional(UuidSchema),
  tourId: UuidSchema,
  name: requiredString(80),
});
export type CreateLaborType = v.InferOutput<typeof CreateLaborTypeSchema>;

export const RiderLaborSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  laborTypeId: v.string(),
  quantity: v.number(),
  /** Wall-clock times of the show day ('HH:mm'); an end before the start runs past midnight. */
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  position: v.number(),
});
export type RiderLabor = v.InferOutput<typeof RiderLaborSchema>;

const LaborFields = {
  laborTypeId: UuidSchema,
  quantity: QuantitySchema,
  startTime: v.optional(v.nullable(TimeOfDaySchema)),
  endTime: v.optional(v.nullable(TimeOfDaySchema)),
  notes: optionalText(1000, { multiline: true }),
};

/** `POST /rider-labors`. */
export const CreateRiderLaborSchema = v.object({
  id: v.optional(UuidSchema),
  riderId: UuidSchema,
  ...LaborFields,
});
export type CreateRiderLabor = v.InferOutput<typeof CreateRiderLaborSchema>;

export const UpdateRiderLaborSchema = v.pipe(
  v.partial(v.object(LaborFields)),
  v.check((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_UPDATE),
);
export type UpdateRiderLabor = v.InferOutput<typeof UpdateRiderLaborSchema>;
