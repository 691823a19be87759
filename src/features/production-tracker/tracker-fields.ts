import * as v from 'valibot';
import {
  productionTrackerIdOf,
  TRACKER_COUNT_FIELDS,
  TRACKER_FIELD_LABELS,
  TRACKER_TEXT_FIELDS,
  TRACKER_TIME_FIELDS,
  type TrackerChanges,
  type TrackerCountField,
  TrackerFields,
  type TrackerFlagField,
  type TrackerTextField,
  type TrackerTimeField,
} from '#contract/production-trackers';
import { mutate } from '../../offline/user-sync';
import type { TrackerLine } from './use-production-tracker';

export type TypedField = TrackerTimeField | TrackerTextField | TrackerCountField;
export type TrackerField = TypedField | TrackerFlagField;

/** The typed cells in the grid's order: times of the day, stage facts, then crew counts. */
export const TYPED_FIELDS: readonly TypedField[] = [
  ...TRACKER_TIME_FIELDS,
  ...TRACKER_TEXT_FIELDS,
  ...TRACKER_COUNT_FIELDS,
];

const isCount = (field: TypedField): field is TrackerCountField =>
  (TRACKER_COUNT_FIELDS as readonly string[]).includes(field);

export const cellLabel = (field: TrackerField, line: TrackerLine) =>
  `${TRACKER_FIELD_LABELS[field]} (${line.event.title}, ${line.date})`;

export const placeholderOf = (field: TypedField) =>
  (TRACKER_TIME_FIELDS as readonly string[]).includes(field) ? 'HH:mm' : '';

/** What a typed cell holds as text ('' for nothing). */
export const cellText = (line: TrackerLine, field: TypedField) => {
  const value = line.tracker?.[field];
  return value === null || value === undefined ? '' : String(value);
};

/** The typed text as the cell's value, checked by the contract's rule; blank clears the cell. */
export function parseCell(
  field: TypedField,
  text: string,
): { ok: true; value: string | number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const candidate = isCount(field) && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  if (isCount(field) && typeof candidate !== 'number')
    return { ok: false, message: 'Must be a whole number' };
  const result = v.safeParse(TrackerFields[field], candidate);
  if (!result.success) return { ok: false, message: result.issues[0]?.message ?? 'Not valid' };
  return { ok: true, value: result.output ?? null };
}

/**
 * Saves one cell through the outbox: the show's row is started on first edit (the id every device
 * derives from the show), afterwards only the changed cell is sent.
 */
export function saveCell(line: TrackerLine, changes: TrackerChanges): Promise<string> {
  if (line.tracker) return mutate('productionTracker.update', { id: line.tracker.id, changes });
  return mutate('productionTracker.create', {
    eventId: line.event.id,
    tracker: { id: productionTrackerIdOf(line.event.id), ...changes },
  });
}
