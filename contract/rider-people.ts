/**
 * The people of a rider (the personnel and external-personnel sub-resources, supporting acts'
 * personnel): tour personnel on the rider, one row per person, and external people (not users), one
 * row each; an external person with `supportingActId` belongs to that supporting act.
 */
import * as v from 'valibot';
import { OptionalEmailSchema, optionalText, requiredString, UuidSchema } from './common';
import { OptionalPhoneSchema } from './profile';
import { NOTHING_TO_UPDATE } from './riders';

/** A person of the tour on the rider; name and phone come from the tour's personnel. */
export const RiderPersonnelSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  userId: v.string(),
  /** What they do on this show, when it differs from their tour title. */
  role: v.nullable(v.string()),
  position: v.number(),
});
export type RiderPersonnel = v.InferOutput<typeof RiderPersonnelSchema>;

export const AddRiderPersonnelSchema = v.object({
  id: v.optional(UuidSchema),
  userId: UuidSchema,
  role: optionalText(120),
});
export type AddRiderPersonnel = v.InferOutput<typeof AddRiderPersonnelSchema>;

export const UpdateRiderPersonnelSchema = v.object({ role: optionalText(120).wrapped });
export type UpdateRiderPersonnel = v.InferOutput<typeof UpdateRiderPersonnelSchema>;

export const RiderExternalPersonSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  /** Null: the rider's own external personnel; set: a person of that supporting act. */
  supportingActId: v.nullable(v.string()),
  name: v.string(),
  role: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  position: v.number(),
});
export type RiderExternalPerson = v.InferOutput<typeof RiderExternalPersonSchema>;

const ExternalFields = {
  name: requiredString(120),
  role: optionalText(120),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  notes: optionalText(1000, { multiline: true }),
};

export const CreateExternalPersonSchema = v.object({ id: v.optional(UuidSchema), ...ExternalFields });
export type CreateExternalPerson = v.InferOutput<typeof CreateExternalPersonSchema>;

export const UpdateExternalPersonSchema = v.pipe(
  v.partial(v.object(ExternalFields)),
  v.check((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_UPDATE),
);
export type UpdateExternalPerson = v.InferOutput<typeof UpdateExternalPersonSchema>;

export const RiderPersonParamsSchema = v.object({ id: UuidSchema, personId: UuidSchema });
