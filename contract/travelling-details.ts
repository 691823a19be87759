/**
 * Travelling details: preferences, frequent-flier and clear
 * numbers, and passports with their scans; plus the passport warnings of a tour.
 * Private like the rest of the profile: the person and managers they share their details with.
 */
import * as v from 'valibot';
import { optionalText, requiredString, UuidSchema } from './common';
import { CountryCodeSchema } from './countries';
import { CalendarDateSchema } from './dates';
import { PersonalDocumentSchema } from './profile';

export const SEAT_PREFERENCES = ['WINDOW', 'AISLE', 'NO_PREFERENCE'] as const;
export const ROOM_TYPES = ['SINGLE', 'DOUBLE', 'TWIN', 'KING', 'QUEEN', 'SUITE'] as const;

export const FrequentFlierSchema = v.object({
  airline: requiredString(80),
  number: requiredString(40),
});
export type FrequentFlier = v.InferOutput<typeof FrequentFlierSchema>;

/** The editable scalar fields of travelling details (PATCH /users/travelling-details/{id}). */
export const TravellingDetailsFieldsSchema = v.object({
  airlineFrequentFliers: v.optional(v.pipe(v.array(FrequentFlierSchema), v.maxLength(20, 'At most 20'))),
  /** CLEAR / known-traveller numbers, as the person writes them. */
  clearNumbers: optionalText(200),
  homeAirport: optionalText(80),
  seatPreference: v.optional(v.nullable(v.picklist(SEAT_PREFERENCES, 'Choose from the list'))),
  roomType: v.optional(v.nullable(v.picklist(ROOM_TYPES, 'Choose from the list'))),
  roomFacilities: optionalText(500, { multiline: true }),
});
export const UpdateTravellingDetailsSchema = v.pipe(
  TravellingDetailsFieldsSchema,
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update'),
);
export type UpdateTravellingDetails = v.InferOutput<typeof UpdateTravellingDetailsSchema>;

const datesInOrder = <T extends { issueDate?: string | null; expirationDate: string }>(input: T) =>
  !input.issueDate || input.issueDate < input.expirationDate;

/** A passport (number, issue date, expiration, issuing country, alternative passport). */
export const PassportInputSchema = v.pipe(
  v.object({
    id: UuidSchema,
    number: requiredString(30),
    issueDate: v.optional(v.nullable(CalendarDateSchema), null),
    expirationDate: CalendarDateSchema,
    issuingCountry: CountryCodeSchema,
    isAlternative: v.optional(v.boolean('Must be true or false'), false),
    /** A staged upload (`POST /upload`, purpose PERSONAL_DOCUMENT) of the passport's photo page. */
    scanKey: v.optional(v.nullable(requiredString(200))),
  }),
  v.forward(v.check(datesInOrder, 'The expiration must be after the issue date'), ['expirationDate']),
);
export type PassportInput = v.InferOutput<typeof PassportInputSchema>;

/** A passport's scan: a personal file like the documents, listed under its passport. */
export const PassportScanSchema = v.object({
  ...PersonalDocumentSchema.entries,
  kind: v.literal('PASSPORT'),
});
export type PassportScan = v.InferOutput<typeof PassportScanSchema>;

export const PassportSchema = v.object({
  id: v.string(),
  number: v.string(),
  issueDate: v.nullable(v.string()),
  expirationDate: v.string(),
  issuingCountry: v.string(),
  isAlternative: v.boolean(),
  scan: v.nullable(PassportScanSchema),
});
export type Passport = v.InferOutput<typeof PassportSchema>;

export const TravellingDetailsSchema = v.object({
  userId: v.string(),
  airlineFrequentFliers: v.array(v.object({ airline: v.string(), number: v.string() })),
  clearNumbers: v.nullable(v.string()),
  homeAirport: v.nullable(v.string()),
  seatPreference: v.nullable(v.picklist(SEAT_PREFERENCES)),
  roomType: v.nullable(v.picklist(ROOM_TYPES)),
  roomFacilities: v.nullable(v.string()),
  passports: v.array(PassportSchema),
});
export type TravellingDetails = v.InferOutput<typeof TravellingDetailsSchema>;

/** GET /passport-expiration/{tourId}: passports that run out before the tour ends. */
export const PassportWarningSchema = v.object({
  userId: v.string(),
  passportId: v.string(),
  expirationDate: v.string(),
  /** true when it has already expired before the tour starts. */
  expiredBeforeTour: v.boolean(),
});
export type PassportWarning = v.InferOutput<typeof PassportWarningSchema>;
export const passportWarningText = (
  warning: Pick<PassportWarning, 'expirationDate' | 'expiredBeforeTour'>,
) =>
  warning.expiredBeforeTour
    ? `Passport expires ${warning.expirationDate}, before the tour starts`
    : `Passport expires ${warning.expirationDate}, within the tour dates`;
