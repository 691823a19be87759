/**
 * The travel part of the event form: flat fields (mode, number, both ends with their zones,
 * booking), checked only when the event is Travel, and turned into the contract's `travel` object.
 * A journey's times are on its ends' clocks: departure at the origin, arrival at the destination.
 */
import * as v from 'valibot';
import { TimeZoneSchema, zonedTimeToIso } from '#contract/dates';
import { TRAVEL_MESSAGES, TRAVEL_MODES, type Travel } from '#contract/travel';
import { addDays, formatTime } from '../../lib/zoned-time';

export const TravelFieldsSchema = {
  travelMode: v.picklist(TRAVEL_MODES, TRAVEL_MESSAGES.mode),
  travelNumber: v.pipe(v.string(), v.trim(), v.maxLength(40, 'Must be at most 40 characters')),
  originName: v.pipe(v.string(), v.trim(), v.maxLength(120, 'Must be at most 120 characters')),
  originZone: v.pipe(v.string(), v.trim()),
  destinationName: v.pipe(v.string(), v.trim(), v.maxLength(120, 'Must be at most 120 characters')),
  destinationZone: v.pipe(v.string(), v.trim()),
  bookingReference: v.pipe(v.string(), v.trim(), v.maxLength(60, 'Must be at most 60 characters')),
};

type TravelFields = { [K in keyof typeof TravelFieldsSchema]: v.InferOutput<(typeof TravelFieldsSchema)[K]> };
type WithType = TravelFields & { type: string };

const isZone = (zone: string) => v.safeParse(TimeZoneSchema, zone).success;

/**
 * Whether a Travel event's field is filled in right (other types skip these fields): both ends need
 * a name and a zone the runtime knows.
 */
export function travelFieldOk(
  input: WithType,
  key: 'originName' | 'originZone' | 'destinationName' | 'destinationZone',
) {
  if (input.type !== 'TRAVEL') return true;
  return key.endsWith('Zone') ? isZone(input[key]) : input[key] !== '';
}

export const TRAVEL_FIELD_NAMES = Object.keys(TravelFieldsSchema) as (keyof TravelFields)[];

/** A new event's travel fields: both ends in the day's zone until the manager says otherwise. */
export const emptyTravelFields = (timeZone: string): TravelFields => ({
  travelMode: 'FLIGHT',
  travelNumber: '',
  originName: '',
  originZone: timeZone,
  destinationName: '',
  destinationZone: timeZone,
  bookingReference: '',
});

export const travelToFields = (travel: Travel): TravelFields => ({
  travelMode: travel.mode,
  travelNumber: travel.number ?? '',
  originName: travel.origin.name,
  originZone: travel.origin.timeZone,
  destinationName: travel.destination.name,
  destinationZone: travel.destination.timeZone,
  bookingReference: travel.bookingReference ?? '',
});

export const fieldsToTravel = (fields: TravelFields): Travel => ({
  mode: fields.travelMode,
  number: fields.travelNumber || null,
  origin: { name: fields.originName, timeZone: fields.originZone },
  destination: { name: fields.destinationName, timeZone: fields.destinationZone },
  bookingReference: fields.bookingReference || null,
});

export const travelChanged = (a: TravelFields, b: TravelFields) =>
  TRAVEL_FIELD_NAMES.some((name) => a[name].trim() !== b[name].trim());

/** The form's times of a journey: an arrival that is not after the departure lands the next day. */
export function journeyInstants(date: string, startTime: string, endTime: string, fields: TravelFields) {
  const startAt = zonedTimeToIso(date, startTime, fields.originZone);
  let endAt = zonedTimeToIso(date, endTime || startTime, fields.destinationZone);
  if (Date.parse(endAt) <= Date.parse(startAt))
    endAt = zonedTimeToIso(addDays(date, 1), endTime || startTime, fields.destinationZone);
  return { startAt, endAt };
}

/** The form's times of a saved journey, each on its own end's clock. */
export const journeyTimes = (travel: Travel, startAt: string, endAt: string) => ({
  startTime: formatTime(startAt, travel.origin.timeZone),
  endTime: formatTime(endAt, travel.destination.timeZone),
});
