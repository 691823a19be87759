/**
 * `GET /riders/{id}`: the whole rider in one answer, for the rider's screens online and its preview.
 * The same parts travel as separate sync rows; this shape only joins them for reading.
 */
import * as v from 'valibot';
import { RiderLaborSchema } from './rider-labor';
import { RiderExternalPersonSchema, RiderPersonnelSchema } from './rider-people';
import { RiderFileSchema, RiderSupportingActSchema } from './rider-supporting-acts';
import { RiderItemSchema, RiderSchema } from './riders';

/** A person of the tour on the rider, with who they are from the tour's personnel. */
export const RiderPersonnelDetailSchema = v.object({
  ...RiderPersonnelSchema.entries,
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phoneNumber: v.nullable(v.string()),
  /** Their title on the tour (the personnel's role title). */
  title: v.nullable(v.string()),
});
export type RiderPersonnelDetail = v.InferOutput<typeof RiderPersonnelDetailSchema>;

export const RiderLaborDetailSchema = v.object({ ...RiderLaborSchema.entries, laborTypeName: v.string() });
export type RiderLaborDetail = v.InferOutput<typeof RiderLaborDetailSchema>;

export const RiderSupportingActDetailSchema = v.object({
  ...RiderSupportingActSchema.entries,
  personnel: v.array(RiderExternalPersonSchema),
  files: v.array(RiderFileSchema),
});
export type RiderSupportingActDetail = v.InferOutput<typeof RiderSupportingActDetailSchema>;

export const RiderDetailSchema = v.object({
  ...RiderSchema.entries,
  /** By section (in RIDER_ITEM_SECTIONS order), then position. */
  items: v.array(RiderItemSchema),
  personnel: v.array(RiderPersonnelDetailSchema),
  /** The rider's own external people (not a supporting act's). */
  externalPersonnel: v.array(RiderExternalPersonSchema),
  labors: v.array(RiderLaborDetailSchema),
  supportingActs: v.array(RiderSupportingActDetailSchema),
  /** Rider-level files (not a supporting act's). */
  files: v.array(RiderFileSchema),
});
export type RiderDetail = v.InferOutput<typeof RiderDetailSchema>;
