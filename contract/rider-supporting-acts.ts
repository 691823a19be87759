/**
 * Supporting acts of a rider: who else plays the show, with their own contact,
 * personnel (external people with `supportingActId`) and files.
 */
import * as v from 'valibot';
import { OptionalEmailSchema, optionalText, requiredString, UuidSchema } from './common';
import { OptionalPhoneSchema } from './profile';
import { NOTHING_TO_UPDATE } from './riders';

export const RiderSupportingActSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  name: v.string(),
  contactName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** Set length and what they need from the headliner (backline share, changeover). */
  notes: v.nullable(v.string()),
  position: v.number(),
});
export type RiderSupportingAct = v.InferOutput<typeof RiderSupportingActSchema>;

const ActFields = {
  name: requiredString(120),
  contactName: optionalText(120),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  notes: optionalText(2000, { multiline: true }),
};

/** `POST /rider-supporting-acts`. */
export const CreateSupportingActSchema = v.object({
  id: v.optional(UuidSchema),
  riderId: UuidSchema,
  ...ActFields,
});
export type CreateSupportingAct = v.InferOutput<typeof CreateSupportingActSchema>;

export const UpdateSupportingActSchema = v.pipe(
  v.partial(v.object(ActFields)),
  v.check((input) => Object.values(input).some((value) => value !== undefined), NOTHING_TO_UPDATE),
);
export type UpdateSupportingAct = v.InferOutput<typeof UpdateSupportingActSchema>;

/**
 * A file of a rider (`supportingActId` null) or of one of its supporting acts (stage plot, input
 * list, hospitality sheet). The sync entity `riderFile`: metadata offline, bytes through a signed URL.
 */
export const RiderFileSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  supportingActId: v.nullable(v.string()),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  uploadedBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type RiderFile = v.InferOutput<typeof RiderFileSchema>;
