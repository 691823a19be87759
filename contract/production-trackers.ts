/**
 * The production tracker: one row per show (an event of type SHOW) with the advance facts a
 * production manager chases — times of the show day, stage facts, crew counts and two checkboxes.
 * Event name, start, end, date, venue and city are the event's and its day's: read from them,
 * never copied here. Times are wall-clock 'HH:mm' of the show day's zone.
 */
import * as v from 'valibot';
import { optionalText, UuidSchema, wholeNumber } from './common';
import { TimeOfDaySchema } from './event-templates';

export const TRACKER_TIME_FIELDS = ['loadIn', 'soundcheck', 'changeOver', 'setTime', 'hardCurfew'] as const;
export const TRACKER_TEXT_FIELDS = ['stageContacts', 'stageSize', 'power', 'monitors'] as const;
export const TRACKER_COUNT_FIELDS = ['riggers', 'forks', 'loaders', 'hands'] as const;
export const TRACKER_FLAG_FIELDS = ['advanced', 'riderSent'] as const;

export type TrackerTimeField = (typeof TRACKER_TIME_FIELDS)[number];
export type TrackerTextField = (typeof TRACKER_TEXT_FIELDS)[number];
export type TrackerCountField = (typeof TRACKER_COUNT_FIELDS)[number];
export type TrackerFlagField = (typeof TRACKER_FLAG_FIELDS)[number];

export const TRACKER_FIELD_LABELS: Record<
  TrackerTimeField | TrackerTextField | TrackerCountField | TrackerFlagField,
  string
> = {
  loadIn: 'Load in',
  soundcheck: 'Soundcheck',
  changeOver: 'Change over',
  setTime: 'Set time',
  hardCurfew: 'Hard curfew',
  stageContacts: 'Stage contacts',
  stageSize: 'Stage size',
  power: 'Power',
  monitors: 'Monitors',
  riggers: 'Riggers',
  forks: 'Forks',
  loaders: 'Loaders',
  hands: 'Hands',
  advanced: 'Advanced',
  riderSent: 'Rider sent',
};

/** Text cells are short facts ("40 × 30 ft", "3-phase 63 A"); contacts may take a few lines. */
export const TRACKER_TEXT_MAX: Record<TrackerTextField, number> = {
  stageContacts: 500,
  stageSize: 100,
  power: 200,
  monitors: 200,
};
export const TRACKER_COUNT_MAX = 999;

export const ProductionTrackerSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  eventId: v.string(),
  loadIn: v.nullable(v.string()),
  soundcheck: v.nullable(v.string()),
  changeOver: v.nullable(v.string()),
  setTime: v.nullable(v.string()),
  hardCurfew: v.nullable(v.string()),
  stageContacts: v.nullable(v.string()),
  stageSize: v.nullable(v.string()),
  power: v.nullable(v.string()),
  monitors: v.nullable(v.string()),
  riggers: v.nullable(v.number()),
  forks: v.nullable(v.number()),
  loaders: v.nullable(v.number()),
  hands: v.nullable(v.number()),
  advanced: v.boolean(),
  riderSent: v.boolean(),
});
export type ProductionTracker = v.InferOutput<typeof ProductionTrackerSchema>;

/** The cells of a row nobody has filled yet: what a new row starts from, on the server and on a device. */
export const BLANK_TRACKER_CELLS = {
  loadIn: null,
  soundcheck: null,
  changeOver: null,
  setTime: null,
  hardCurfew: null,
  stageContacts: null,
  stageSize: null,
  power: null,
  monitors: null,
  riggers: null,
  forks: null,
  loaders: null,
  hands: null,
  advanced: false,
  riderSent: false,
} as const satisfies Omit<ProductionTracker, 'id' | 'tourId' | 'eventId'>;

const time = v.optional(v.nullable(TimeOfDaySchema));
const count = v.optional(v.nullable(wholeNumber(0, TRACKER_COUNT_MAX)));
const flag = v.optional(v.boolean('Must be true or false'));

export const TrackerFields = {
  loadIn: time,
  soundcheck: time,
  changeOver: time,
  setTime: time,
  hardCurfew: time,
  stageContacts: optionalText(TRACKER_TEXT_MAX.stageContacts, { multiline: true }),
  stageSize: optionalText(TRACKER_TEXT_MAX.stageSize),
  power: optionalText(TRACKER_TEXT_MAX.power),
  monitors: optionalText(TRACKER_TEXT_MAX.monitors),
  riggers: count,
  forks: count,
  loaders: count,
  hands: count,
  advanced: flag,
  riderSent: flag,
};

export const TrackerChangesSchema = v.pipe(
  v.object(TrackerFields),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update'),
);
export type TrackerChanges = v.InferOutput<typeof TrackerChangesSchema>;

/** `id` optional: a device sends `productionTrackerIdOf(eventId)`, the id every device agrees on. */
export const CreateProductionTrackerSchema = v.object({
  id: v.optional(UuidSchema),
  eventId: UuidSchema,
  ...TrackerFields,
});
export type CreateProductionTracker = v.InferOutput<typeof CreateProductionTrackerSchema>;

export const ProductionTrackerQuerySchema = v.object({ tourId: UuidSchema });

/**
 * The one id of a show's tracker row, derived from the show's id: two managers who start a row for
 * the same show offline make the same row, so the second create finds it and both edits land on it.
 */
export function productionTrackerIdOf(eventId: string): string {
  const head = eventId.slice(0, -8);
  const tail = (Number.parseInt(eventId.slice(-8), 16) ^ 0x7a_c4_e5_91) >>> 0;
  return `${head}${tail.toString(16).padStart(8, '0')}`;
}

export const TRACKER_MESSAGES = {
  notShow: 'The production tracker is for shows',
  noShows: 'No shows on this tour yet',
} as const;
