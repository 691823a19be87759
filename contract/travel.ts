/**
 * Travel details of a TRAVEL event: how, with what, from where to where. The event's own start and
 * end are the departure and arrival instants; its assignees are the people travelling. Each end
 * carries its own IANA zone, so a departure is shown in the origin's time and an arrival in the
 * destination's.
 */
import * as v from 'valibot';
import { plainText, requiredString, UuidSchema } from './common';
import { TimeZoneSchema } from './dates';

export const TRAVEL_MODES = ['FLIGHT', 'TRAIN', 'BUS'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export const TRAVEL_MODE_LABELS: Record<TravelMode, string> = {
  FLIGHT: 'Flight',
  TRAIN: 'Train',
  BUS: 'Bus',
};

export const TRAVEL_MESSAGES = {
  mode: 'Choose flight, train or bus',
  onlyForTravel: 'Travel details belong to travel events only',
  arrivalAfterDeparture: 'The arrival must be after the departure',
  unknownZone: 'Choose a valid time zone, e.g. Europe/Berlin',
} as const;

const PlaceSchema = v.object({ name: v.string(), timeZone: v.string() });

const PlaceInputSchema = v.object({
  /** e.g. 'BER Berlin Brandenburg'. */
  name: requiredString(120),
  // The runtime's own check, with the wording of this form.
  timeZone: v.pipe(
    v.string(TRAVEL_MESSAGES.unknownZone),
    v.check((zone) => v.safeParse(TimeZoneSchema, zone).success, TRAVEL_MESSAGES.unknownZone),
  ),
});

const NullableText = (max: number) => v.optional(v.nullable(plainText(max)), null);

/** What a client sends (create and update replace the details whole; null removes them). */
export const TravelInputSchema = v.object({
  mode: v.picklist(TRAVEL_MODES, TRAVEL_MESSAGES.mode),
  /** Carrier and number, e.g. 'LH 2413' or 'ICE 597'. */
  number: NullableText(40),
  origin: PlaceInputSchema,
  destination: PlaceInputSchema,
  bookingReference: NullableText(60),
});
export type TravelInput = v.InferOutput<typeof TravelInputSchema>;

/** What the server answers and stores. */
export const TravelSchema = v.object({
  mode: v.picklist(TRAVEL_MODES),
  number: v.nullable(v.string()),
  origin: PlaceSchema,
  destination: PlaceSchema,
  bookingReference: v.nullable(v.string()),
});
export type Travel = v.InferOutput<typeof TravelSchema>;

/** Flight status from the configured provider; `unknown` when none is configured or it did not answer. */
export const FLIGHT_STATUSES = [
  'unknown',
  'scheduled',
  'delayed',
  'departed',
  'landed',
  'cancelled',
] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

export const FlightsQuerySchema = v.object({
  tourId: UuidSchema,
  userId: v.optional(UuidSchema),
});

export const FlightSchema = v.object({
  eventId: v.string(),
  tourId: v.string(),
  tourDayId: v.string(),
  title: v.string(),
  departureAt: v.string(),
  arrivalAt: v.string(),
  travel: TravelSchema,
  personnelUserIds: v.array(v.string()),
  status: v.optional(v.picklist(FLIGHT_STATUSES)),
});
export type Flight = v.InferOutput<typeof FlightSchema>;
