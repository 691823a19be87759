/**
 * Event types as the server keeps them (api.md §7.13): the ten built in, each renameable by a
 * platform admin, plus the types an admin added. Screens read names from `GET /events/types`, never
 * from the built-in labels alone, so a rename shows everywhere.
 */
import * as v from 'valibot';
import { requiredString } from './common';
import { EVENT_TYPE_CODE_PATTERN } from './events';

export const EVENT_TYPE_MESSAGES = {
  labelTaken: 'An event type with this name already exists',
  unknownType: 'Choose an event type',
  noCode: 'Use a name with at least one letter',
} as const;

export const EventTypeEntrySchema = v.object({
  /** What events store (and the admin routes' `{id}`). */
  type: v.string(),
  label: v.string(),
  builtIn: v.boolean(),
});
export type EventTypeEntry = v.InferOutput<typeof EventTypeEntrySchema>;

export const EventTypeListSchema = v.array(EventTypeEntrySchema);

/** One type in the admin's list, with how many events (not deleted) use it. */
export const AdminEventTypeSchema = v.object({ ...EventTypeEntrySchema.entries, events: v.number() });
export type AdminEventType = v.InferOutput<typeof AdminEventTypeSchema>;

export const EventTypeCodeParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(EVENT_TYPE_CODE_PATTERN, EVENT_TYPE_MESSAGES.unknownType)),
});

/** Create and rename take the name only: a new type's code is made from it once and never changes. */
export const EventTypeNameSchema = v.object({ label: requiredString(60) });
export type EventTypeName = v.InferOutput<typeof EventTypeNameSchema>;

/** `Meet & Greet` → `MEET_GREET`: letters and digits, upper case, joined by `_`; '' when none. */
export function eventTypeCodeOf(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const code = words
    .join('_')
    .replace(/^[0-9_]+/, '')
    .slice(0, 36);
  return code.replace(/_+$/, '');
}
