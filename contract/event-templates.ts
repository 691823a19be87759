/**
 * Event templates: an artist's reusable day schedules. Items hold
 * wall-clock times ('HH:mm'); applying a template to a day turns them into instants in the DAY's
 * time zone. An end before the start means the item runs past midnight into the next day.
 */
import * as v from 'valibot';
import { plainText, requiredString, type TextOptions, UuidSchema } from './common';
import { EVENT_VISIBILITIES, EventTypeSchema } from './events';
import { MESSAGES } from './messages';

export const MAX_TEMPLATE_ITEMS = 100;

export const TimeOfDaySchema = v.pipe(
  v.string(MESSAGES.required),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 19:30'),
);

const OptionalText = (max: number, options: TextOptions = {}) =>
  v.optional(v.nullable(plainText(max, options)), null);

export const EventTemplateItemSchema = v.object({
  type: EventTypeSchema,
  title: requiredString(200),
  startTime: TimeOfDaySchema,
  endTime: TimeOfDaySchema,
  location: OptionalText(300),
  description: OptionalText(5000, { multiline: true }),
  /** "Assigned only" items become events only managers see until people are assigned. */
  visibility: v.optional(v.picklist(EVENT_VISIBILITIES, 'Choose who sees the event'), 'EVERYONE'),
});
export type EventTemplateItem = v.InferOutput<typeof EventTemplateItemSchema>;

const ItemsSchema = v.pipe(
  v.array(EventTemplateItemSchema, MESSAGES.required),
  v.minLength(1, 'Add at least one event to the template'),
  v.maxLength(MAX_TEMPLATE_ITEMS, `A template can hold at most ${MAX_TEMPLATE_ITEMS} events`),
);

export const EventTemplateCategorySchema = v.object({
  id: v.string(),
  artistId: v.string(),
  name: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type EventTemplateCategory = v.InferOutput<typeof EventTemplateCategorySchema>;

export const CreateEventTemplateCategorySchema = v.object({
  id: v.optional(UuidSchema),
  name: requiredString(120),
});
export type CreateEventTemplateCategory = v.InferOutput<typeof CreateEventTemplateCategorySchema>;

export const UpdateEventTemplateCategorySchema = v.object({ name: requiredString(120) });

export const EventTemplateSchema = v.object({
  id: v.string(),
  artistId: v.string(),
  categoryId: v.nullable(v.string()),
  name: v.string(),
  items: v.array(EventTemplateItemSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type EventTemplate = v.InferOutput<typeof EventTemplateSchema>;

export const CreateEventTemplateSchema = v.object({
  id: v.optional(UuidSchema),
  name: requiredString(120),
  /** A category of the same artist, or none. */
  categoryId: v.optional(v.nullable(UuidSchema), null),
  items: ItemsSchema,
});
export type CreateEventTemplate = v.InferOutput<typeof CreateEventTemplateSchema>;

export const UpdateEventTemplateSchema = v.object({
  name: v.optional(requiredString(120)),
  categoryId: v.optional(v.nullable(UuidSchema)),
  /** Replaces every item. */
  items: v.optional(ItemsSchema),
});
export type UpdateEventTemplate = v.InferOutput<typeof UpdateEventTemplateSchema>;

export const EventTemplateListQuerySchema = v.object({ categoryId: v.optional(UuidSchema) });

export const CategoryParamsSchema = v.object({ id: UuidSchema, categoryId: UuidSchema });
export const TemplateParamsSchema = v.object({ id: UuidSchema, templateId: UuidSchema });

/** The target artist must be one the caller manages; the category is matched (or made) by name. */
export const CopyTemplateToArtistSchema = v.object({ artistId: UuidSchema });

/** POST /v2/events/{dayId}/with-template and …/override-with-template. */
export const ApplyTemplateSchema = v.object({ templateId: UuidSchema });
