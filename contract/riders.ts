/**
 * Riders: what a show needs from a venue, as one document per
 * rider. A rider is built from a rider type (whose template pre-fills the sections) and holds:
 * - section items (venue, transportation, technical, hospitality, merch): one row per line;
 * - personnel (people of the tour) and external personnel (people who are not users);
 * - labor lines with labor types, supporting acts with their own personnel and files, files.
 * Every part is its own synced row of the tour (never an array rewritten whole), so two people's
 * offline edits of the same section both survive. Managers write; everyone on the tour reads.
 */
import * as v from 'valibot';
import { optionalText, requiredString, UuidSchema } from './common';

export const RIDER_TYPE_IDS = ['HEADLINE', 'FESTIVAL', 'SUPPORT', 'PRIVATE', 'BLANK'] as const;
export type RiderTypeId = (typeof RIDER_TYPE_IDS)[number];

/** The sections made of free lines. Personnel, labor and supporting acts have their own rows. */
export const RIDER_ITEM_SECTIONS = ['VENUE', 'TRANSPORTATION', 'TECHNICAL', 'HOSPITALITY', 'MERCH'] as const;
export type RiderItemSection = (typeof RIDER_ITEM_SECTIONS)[number];

/** The rider's tabs, in the product's order; the slug is the route segment. */
export const RIDER_TABS = [
  { slug: 'personnel', label: 'Personnel' },
  { slug: 'labor', label: 'Labor' },
  { slug: 'venue', label: 'Venue', section: 'VENUE' },
  { slug: 'transportation', label: 'Transportation', section: 'TRANSPORTATION' },
  { slug: 'technical', label: 'Technical', section: 'TECHNICAL' },
  { slug: 'hospitality', label: 'Hospitality', section: 'HOSPITALITY' },
  { slug: 'merch', label: 'Merch', section: 'MERCH' },
  { slug: 'supporting-act', label: 'Supporting act' },
] as const satisfies readonly { slug: string; label: string; section?: RiderItemSection }[];
export type RiderTabSlug = (typeof RIDER_TABS)[number]['slug'];

export const RIDER_SECTION_LABELS: Record<RiderItemSection, string> = {
  VENUE: 'Venue',
  TRANSPORTATION: 'Transportation',
  TECHNICAL: 'Technical',
  HOSPITALITY: 'Hospitality',
  MERCH: 'Merch',
};

export const RIDER_MESSAGES = {
  /** The success toast of a rider section update. */
  sectionUpdated: 'Rider section updated',
  created: 'Rider created',
  deleted: 'Rider deleted',
  notPersonnel: 'Only people active on this tour can be on its rider',
  alreadyOnRider: 'Already on this rider',
  laborTypeExists: 'This labor type already exists',
  laborTypeInUse: 'This labor type is used by a labor line. Remove the line first.',
  otherTour: 'Choose a labor type of the same tour',
  otherRider: 'Choose a supporting act of the same rider',
  endBeforeStart: 'The end must be after the start',
  quantity: 'Between 1 and 999',
  wrongPurpose: 'This upload was not made as a rider file. Upload the file again here.',
} as const;

/** `GET /riders/types`: a type is a name and the lines it starts a rider with. */
export const RiderTypeSchema = v.object({
  id: v.picklist(RIDER_TYPE_IDS),
  name: v.string(),
  description: v.string(),
  items: v.array(
    v.object({
      section: v.picklist(RIDER_ITEM_SECTIONS),
      label: v.string(),
      details: v.nullable(v.string()),
    }),
  ),
});
export type RiderType = v.InferOutput<typeof RiderTypeSchema>;

export const RiderSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  name: v.string(),
  type: v.picklist(RIDER_TYPE_IDS),
  /** The opening text of the document (who we are, who to call). */
  notes: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type Rider = v.InferOutput<typeof RiderSchema>;

export const CreateRiderSchema = v.object({
  id: v.optional(UuidSchema),
  name: requiredString(120),
  type: v.picklist(RIDER_TYPE_IDS, 'Choose a rider type'),
  notes: optionalText(4000, { multiline: true }),
});
export type CreateRider = v.InferOutput<typeof CreateRiderSchema>;

const somethingToUpdate = <T extends Record<string, unknown>>(input: T) =>
  Object.values(input).some((value) => value !== undefined);
export const NOTHING_TO_UPDATE = 'Nothing to update';

export const UpdateRiderSchema = v.pipe(
  v.object({ name: v.optional(requiredString(120)), notes: optionalText(4000, { multiline: true }) }),
  v.check(somethingToUpdate, NOTHING_TO_UPDATE),
);
export type UpdateRider = v.InferOutput<typeof UpdateRiderSchema>;

/** One line of a section ("Stage size — at least 40 × 30 ft", "Still water × 24"). */
export const RiderItemSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  riderId: v.string(),
  section: v.picklist(RIDER_ITEM_SECTIONS),
  label: v.string(),
  details: v.nullable(v.string()),
  quantity: v.nullable(v.number()),
  position: v.number(),
});
export type RiderItem = v.InferOutput<typeof RiderItemSchema>;

export const QuantitySchema = v.pipe(
  v.number('Enter a number'),
  v.integer(RIDER_MESSAGES.quantity),
  v.minValue(1, RIDER_MESSAGES.quantity),
  v.maxValue(999, RIDER_MESSAGES.quantity),
);
const PositionSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000));

const ItemFields = {
  label: requiredString(120),
  details: optionalText(2000, { multiline: true }),
  quantity: v.optional(v.nullable(QuantitySchema)),
  /** Missing: after the section's last line. */
  position: v.optional(PositionSchema),
};

export const CreateRiderItemSchema = v.object({
  id: v.optional(UuidSchema),
  section: v.picklist(RIDER_ITEM_SECTIONS, 'Choose a section'),
  ...ItemFields,
});
export type CreateRiderItem = v.InferOutput<typeof CreateRiderItemSchema>;

/** Field by field: two people changing different fields of one line offline both keep theirs. */
export const UpdateRiderItemSchema = v.pipe(
  v.partial(v.object(ItemFields)),
  v.check(somethingToUpdate, NOTHING_TO_UPDATE),
);
export type UpdateRiderItem = v.InferOutput<typeof UpdateRiderItemSchema>;

export const RiderItemParamsSchema = v.object({ id: UuidSchema, itemId: UuidSchema });
