import * as v from 'valibot';
import {
  CreateEventTemplateSchema,
  type EventTemplate,
  EventTemplateItemSchema,
} from '#contract/event-templates';
import { EVENT_VISIBILITIES, type EventType, type EventVisibility } from '#contract/events';

/** '' in a text input or the "no category" choice means null to the server. */
const blankAsNull = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value): string | null => (value === '' ? null : value)),
);

const { type, title, startTime, endTime } = EventTemplateItemSchema.entries;

const ItemFormSchema = v.object({
  type,
  title,
  startTime,
  endTime,
  location: v.pipe(
    blankAsNull,
    v.nullable(v.pipe(v.string(), v.maxLength(300, 'Must be at most 300 characters'))),
  ),
  visibility: v.picklist(EVENT_VISIBILITIES, 'Choose who sees the event'),
  /** Not edited here, but kept: saving replaces every item. */
  description: v.nullable(v.string()),
});

/** The template form: the contract's rules, with blank fields meaning "none". */
export const TemplateFormSchema = v.object({
  name: CreateEventTemplateSchema.entries.name,
  categoryId: blankAsNull,
  items: v.pipe(
    v.array(ItemFormSchema),
    v.minLength(1, 'Add at least one event to the template'),
    v.maxLength(100, 'A template can hold at most 100 events'),
  ),
});
export type TemplateFormInput = v.InferInput<typeof TemplateFormSchema>;
export type TemplateFormValues = v.InferOutput<typeof TemplateFormSchema>;
export type TemplateItemInput = TemplateFormInput['items'][number];

export function emptyTemplateItem(previous?: TemplateItemInput): TemplateItemInput {
  const eventType: EventType = 'SCHEDULE_ITEM';
  const visibility: EventVisibility = 'EVERYONE';
  // A new item starts where the previous one ended: schedules are usually entered in order.
  const start = previous?.endTime || '09:00';
  return {
    type: eventType,
    title: '',
    startTime: start,
    endTime: start,
    location: '',
    visibility,
    description: null,
  };
}

export function templateFormDefaults(template?: EventTemplate): TemplateFormInput {
  if (!template) return { name: '', categoryId: '', items: [emptyTemplateItem()] };
  return {
    name: template.name,
    categoryId: template.categoryId ?? '',
    items: template.items.map((item) => ({ ...item, location: item.location ?? '' })),
  };
}
