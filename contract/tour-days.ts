import * as v from 'valibot';
import { noControlCharacters, opaqueString, plainText, requiredString, UuidSchema } from './common';
import { CalendarDateSchema, TimeZoneSchema } from './dates';
import { MESSAGES } from './messages';

/** Day tags. */
export const DAY_TAGS = [
  'TRAVEL_DAY',
  'REHEARSAL_DAY',
  'HOTEL_STAY',
  'SHOW_DAY',
  'PRODUCTION_DAY',
  'PROMO_DAY',
  'GLAM_DAY',
  'LOAD_IN_DAY',
  'OFF_DAY',
  'STUDIO_DAY',
] as const;
export type DayTag = (typeof DAY_TAGS)[number];
export const DayTagSchema = v.picklist(DAY_TAGS, 'Choose a day tag');

export const DAY_TAG_LABELS: Record<DayTag, string> = {
  TRAVEL_DAY: 'Travel day',
  REHEARSAL_DAY: 'Rehearsal day',
  HOTEL_STAY: 'Hotel stay',
  SHOW_DAY: 'Show day',
  PRODUCTION_DAY: 'Production day',
  PROMO_DAY: 'Promo day',
  GLAM_DAY: 'Glam day',
  LOAD_IN_DAY: 'Load-in day',
  OFF_DAY: 'Off day',
  STUDIO_DAY: 'Studio day',
};

export const DAY_TAG_REQUIRED_MESSAGE = 'A day tag must be chosen before adding an event or notes';

/** Where a day happens. The time zone is the venue's: every time on the day is shown in it. */
export const PlaceSchema = v.object({
  city: requiredString(120),
  country: v.optional(v.nullable(plainText(120)), null),
  venue: v.optional(v.nullable(plainText(200)), null),
  placeId: v.optional(v.nullable(opaqueString(200)), null),
  timeZone: TimeZoneSchema,
  latitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
  longitude: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

export const TourDaySchema = v.object({
  id: v.string(),
  tourId: v.string(),
  date: v.string(),
  timeZone: v.string(),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
  venue: v.nullable(v.string()),
  placeId: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  tag: v.nullable(DayTagSchema),
  /** The venue provider the place was filled from (contract/event-providers.ts), if any. */
  venueProviderId: v.optional(v.nullable(v.string())),
  version: v.number(),
});
export type TourDay = v.InferOutput<typeof TourDaySchema>;

/** POST /tour-days/{tourId}: add a day, or (same date) set its place — the assign-venues screen. */
export const SaveTourDaySchema = v.object({
  id: v.optional(UuidSchema),
  date: CalendarDateSchema,
  place: v.optional(v.nullable(PlaceSchema)),
  /**
   * A venue of the tour's workspace: the day's place is filled from it (and follows it when it
   * changes). Null unlinks the day; a `place` without it unlinks it too.
   */
  venueProviderId: v.optional(v.nullable(UuidSchema)),
});
export type SaveTourDay = v.InferOutput<typeof SaveTourDaySchema>;

export const SetDayTagSchema = v.object({ tourDayId: UuidSchema, tag: DayTagSchema });

export const NoteSchema = v.object({
  id: v.string(),
  tourId: v.string(),
  tourDayId: v.string(),
  text: v.string(),
  authorId: v.nullable(v.string()),
  /** Set on the copy kept when an offline edit lost to a newer server version. */
  conflictOfId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Note = v.InferOutput<typeof NoteSchema>;

const NoteTextSchema = v.pipe(
  v.string(MESSAGES.required),
  v.trim(),
  noControlCharacters({ multiline: true }),
  v.nonEmpty('Notes are required'),
  v.maxLength(10_000, 'Notes can be at most 10,000 characters'),
);

export const CreateNoteSchema = v.object({ id: v.optional(UuidSchema), text: NoteTextSchema });
export const UpdateNoteSchema = v.object({
  text: NoteTextSchema,
  /** The text the editor started from; a different server text means someone else changed it. */
  expectedText: v.optional(v.pipe(v.string(), noControlCharacters({ multiline: true }), v.maxLength(10_000))),
});
