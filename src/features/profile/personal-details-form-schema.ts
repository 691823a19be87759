import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { UuidSchema } from '#contract/common';
import { CountryCodeSchema } from '#contract/countries';
import { CalendarDateSchema } from '#contract/dates';
import { GENDERS, PersonalDetailsFieldsSchema, type UpdatePersonalDetails } from '#contract/profile';
import type { PersonalDetailsRow } from '../../offline/db';

/** A select or date input gives '' for "none": the contract wants null there. */
const blankOr = <S extends v.GenericSchema<string>>(schema: S) =>
  v.pipe(
    v.string(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(schema),
  );

/** The contract's fields, as a form of plain inputs sends them. */
export const PersonalDetailsFormSchema = v.object({
  ...PersonalDetailsFieldsSchema.entries,
  birthDate: blankOr(CalendarDateSchema),
  birthCountryId: blankOr(CountryCodeSchema),
  gender: blankOr(v.picklist(GENDERS, 'Choose from the list')),
  addressId: blankOr(UuidSchema),
});
export type PersonalDetailsFormInput = v.InferInput<typeof PersonalDetailsFormSchema>;
export type PersonalDetailsFormValues = v.InferOutput<typeof PersonalDetailsFormSchema>;
export type PersonalDetailsField = keyof PersonalDetailsFormInput;

/** The groups of fields a form shows: the whole page, or one onboarding step. */
export const PERSONAL_DETAILS_GROUPS = {
  names: ['completeLegalName', 'preferredName'],
  birth: ['birthDate', 'birthCity', 'birthCountryId', 'gender'],
  contact: ['phoneNumber', 'addressId'],
  about: ['dietaryInformation', 'educationalInformation', 'measurements'],
} as const satisfies Record<string, readonly PersonalDetailsField[]>;
export type PersonalDetailsGroup = keyof typeof PERSONAL_DETAILS_GROUPS;

/**
 * The form for some groups. A field it does not show cannot be changed there and is never sent, so
 * it is checked as blank: a stored value that today's check refuses (a number saved before the
 * phone rule) must not make the step's Next do nothing, with its message on a field nobody sees.
 */
export function personalDetailsFormSchema(groups: readonly PersonalDetailsGroup[]) {
  const shown = new Set<string>(groups.flatMap((group) => PERSONAL_DETAILS_GROUPS[group]));
  const blanks: Partial<PersonalDetailsFormInput> = Object.fromEntries(
    FIELDS.filter((field) => !shown.has(field)).map((field) => [field, '']),
  );
  return v.pipe(
    v.custom<PersonalDetailsFormInput>((input) => typeof input === 'object' && input !== null),
    v.transform((input): PersonalDetailsFormInput => ({ ...input, ...blanks })),
    PersonalDetailsFormSchema,
  );
}

export function personalDetailsFormValues(row: PersonalDetailsRow): PersonalDetailsFormInput {
  return {
    completeLegalName: row.completeLegalName ?? '',
    preferredName: row.preferredName ?? '',
    birthDate: row.birthDate ?? '',
    birthCity: row.birthCity ?? '',
    birthCountryId: row.birthCountryId ?? '',
    gender: row.gender ?? '',
    phoneNumber: row.phoneNumber ?? '',
    dietaryInformation: row.dietaryInformation ?? '',
    educationalInformation: row.educationalInformation ?? '',
    measurements: row.measurements ?? '',
    addressId: row.addressId ?? '',
  };
}

/** Only what the user changed goes out: an offline edit must not overwrite newer fields it never touched. */
export function changedFields(
  values: PersonalDetailsFormValues,
  dirty: Partial<Record<PersonalDetailsField, boolean | undefined>>,
): Partial<UpdatePersonalDetails> {
  const changes: Partial<UpdatePersonalDetails> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isField(key) && dirty[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}

const FIELDS: readonly string[] = Object.values(PERSONAL_DETAILS_GROUPS).flat();
const isField = (key: string): key is PersonalDetailsField => FIELDS.includes(key);

export type PersonalDetailsFormApi = UseFormReturn<
  PersonalDetailsFormInput,
  unknown,
  PersonalDetailsFormValues
>;
