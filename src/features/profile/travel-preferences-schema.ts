import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import {
  ROOM_TYPES,
  SEAT_PREFERENCES,
  TravellingDetailsFieldsSchema,
  type UpdateTravellingDetails,
} from '#contract/travelling-details';
import type { TravellingDetailsRow } from '../../offline/db';

const blankOr = <S extends v.GenericSchema<string>>(schema: S) =>
  v.pipe(
    v.string(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(schema),
  );

export const TravelPreferencesFormSchema = v.object({
  ...TravellingDetailsFieldsSchema.entries,
  seatPreference: blankOr(v.picklist(SEAT_PREFERENCES, 'Choose from the list')),
  roomType: blankOr(v.picklist(ROOM_TYPES, 'Choose from the list')),
});
export type TravelPreferencesFormInput = v.InferInput<typeof TravelPreferencesFormSchema>;
export type TravelPreferencesFormValues = v.InferOutput<typeof TravelPreferencesFormSchema>;
export type TravelPreferencesFormApi = UseFormReturn<
  TravelPreferencesFormInput,
  unknown,
  TravelPreferencesFormValues
>;

export const SEAT_LABELS: Record<(typeof SEAT_PREFERENCES)[number], string> = {
  WINDOW: 'Window',
  AISLE: 'Aisle',
  NO_PREFERENCE: 'No preference',
};
export const ROOM_TYPE_LABELS: Record<(typeof ROOM_TYPES)[number], string> = {
  SINGLE: 'Single',
  DOUBLE: 'Double',
  TWIN: 'Twin',
  KING: 'King',
  QUEEN: 'Queen',
  SUITE: 'Suite',
};

export const travelPreferencesFormValues = (row: TravellingDetailsRow): TravelPreferencesFormInput => ({
  homeAirport: row.homeAirport ?? '',
  seatPreference: row.seatPreference ?? '',
  roomType: row.roomType ?? '',
  roomFacilities: row.roomFacilities ?? '',
  clearNumbers: row.clearNumbers ?? '',
  airlineFrequentFliers: row.airlineFrequentFliers,
});

type Field = keyof TravelPreferencesFormValues;
const FIELDS: readonly string[] = Object.keys(TravelPreferencesFormSchema.entries);
const isField = (key: string): key is Field => FIELDS.includes(key);

/** Only what the user changed goes out (the frequent-flier list goes whole when any of it changed). */
export function changedPreferences(
  values: TravelPreferencesFormValues,
  dirty: Partial<Record<Field, unknown>>,
): Partial<UpdateTravellingDetails> {
  const changes: Partial<UpdateTravellingDetails> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isField(key) && dirty[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}
