/**
 * A person's profile: personal details, emergency contacts,
 * citizenships and personal documents (travelling details and passports: travelling-details.ts;
 * addresses: addresses.ts). Readable by the person and by
 * the managers of tours where the person gave share-information consent; nobody else (404).
 * Edits can be made offline: the outbox names are in `sync-mutations.ts` and reuse these schemas.
 */
import * as v from 'valibot';
import { AddressSchema } from './addresses';
import { optionalText, requiredString, UuidSchema } from './common';
import { CountryCodeSchema } from './countries';
import { CalendarDateSchema } from './dates';
import { MESSAGES } from './messages';

/** A phone number as people type it: optional +, digits, spaces, dots, dashes, brackets; 6–15 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const isPhoneNumber = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 6 && digits <= 15;
};
export const PhoneSchema = v.pipe(
  v.string(MESSAGES.invalidPhone),
  v.trim(),
  v.check(isPhoneNumber, MESSAGES.invalidPhone),
);
/** A phone field that may be left blank. */
export const OptionalPhoneSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(MESSAGES.invalidPhone),
      v.trim(),
      v.transform((value) => (value === '' ? null : value)),
      v.nullable(v.pipe(v.string(), v.check(isPhoneNumber, MESSAGES.invalidPhone))),
    ),
  ),
);

export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'PREFER_NOT_TO_SAY'] as const;
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  FEMALE: 'Female',
  MALE: 'Male',
  NON_BINARY: 'Non-binary',
  PREFER_NOT_TO_SAY: 'Prefer not to say',
};
/** The documents a person keeps on their profile (the product's headshotKey, covidVaccinationKey, …). */
export const PERSONAL_DOCUMENT_KINDS = ['HEADSHOT', 'COVID_VACCINATION', 'DRIVERS_LICENSE', 'W9'] as const;
export type PersonalDocumentKind = (typeof PERSONAL_DOCUMENT_KINDS)[number];
/** What a personal file is: one of the documents above, or the scan of a passport's photo page. */
export const PERSONAL_FILE_KINDS = [...PERSONAL_DOCUMENT_KINDS, 'PASSPORT'] as const;
export type PersonalFileKind = (typeof PERSONAL_FILE_KINDS)[number];
export const isPersonalDocumentKind = (kind: string | null): kind is PersonalDocumentKind =>
  PERSONAL_DOCUMENT_KINDS.some((known) => known === kind);
export const PERSONAL_DOCUMENT_LABELS: Record<PersonalDocumentKind, string> = {
  HEADSHOT: 'Headshot',
  COVID_VACCINATION: 'COVID vaccination',
  DRIVERS_LICENSE: 'Driver’s licence',
  W9: 'W-9',
};

/** A personal document as its owner (or a manager with consent) sees it; bytes via a signed URL. */
export const PersonalDocumentSchema = v.object({
  kind: v.picklist(PERSONAL_DOCUMENT_KINDS),
  fileId: v.string(),
  name: v.string(),
  mimeType: v.string(),
  size: v.number(),
  createdAt: v.string(),
});
export type PersonalDocument = v.InferOutput<typeof PersonalDocumentSchema>;

export const CitizenshipSchema = v.object({ id: v.string(), country: v.string() });
export type Citizenship = v.InferOutput<typeof CitizenshipSchema>;
export const AddCitizenshipSchema = v.object({ id: v.optional(UuidSchema), country: CountryCodeSchema });
export const RemoveCitizenshipSchema = v.object({ id: UuidSchema });

/** The editable scalar fields of personal details (PATCH /users/personal-details/{id}). */
export const PersonalDetailsFieldsSchema = v.object({
  completeLegalName: optionalText(200),
  preferredName: optionalText(100),
  birthDate: v.optional(v.nullable(CalendarDateSchema)),
  birthCity: optionalText(120),
  birthCountryId: v.optional(v.nullable(CountryCodeSchema)),
  gender: v.optional(v.nullable(v.picklist(GENDERS, 'Choose from the list'))),
  phoneNumber: OptionalPhoneSchema,
  dietaryInformation: optionalText(1000, { multiline: true }),
  educationalInformation: optionalText(1000, { multiline: true }),
  measurements: optionalText(500, { multiline: true }),
  /** The main address: one of the person's own addresses. */
  addressId: v.optional(v.nullable(UuidSchema)),
});
export const UpdatePersonalDetailsSchema = v.pipe(
  PersonalDetailsFieldsSchema,
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update'),
);
export type UpdatePersonalDetails = v.InferOutput<typeof UpdatePersonalDetailsSchema>;

export const PersonalDetailsSchema = v.object({
  userId: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  completeLegalName: v.nullable(v.string()),
  preferredName: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  birthCity: v.nullable(v.string()),
  birthCountryId: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDERS)),
  phoneNumber: v.nullable(v.string()),
  dietaryInformation: v.nullable(v.string()),
  educationalInformation: v.nullable(v.string()),
  measurements: v.nullable(v.string()),
  addressId: v.nullable(v.string()),
  addresses: v.array(AddressSchema),
  citizenships: v.array(CitizenshipSchema),
  documents: v.array(PersonalDocumentSchema),
  avatarUrl: v.nullable(v.string()),
});
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>;

export const DeleteByIdSchema = v.object({ id: UuidSchema });

/** An emergency contact (repeatable). */
export const EmergencyContactInputSchema = v.object({
  id: UuidSchema,
  name: requiredString(120),
  relation: optionalText(80),
  phoneNumber: PhoneSchema,
  email: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((value) => (value === '' ? null : value.toLowerCase())),
        v.nullable(
          v.pipe(v.string(), v.maxLength(254, MESSAGES.invalidEmail), v.email(MESSAGES.invalidEmail)),
        ),
      ),
    ),
  ),
});
export type EmergencyContactInput = v.InferOutput<typeof EmergencyContactInputSchema>;
export const CreateEmergencyContactSchema = v.object({
  ...EmergencyContactInputSchema.entries,
  id: v.optional(UuidSchema),
});
export const UpdateEmergencyContactSchema = v.partial(v.omit(EmergencyContactInputSchema, ['id']));

export const EmergencyContactSchema = v.object({
  id: v.string(),
  name: v.string(),
  relation: v.nullable(v.string()),
  phoneNumber: v.string(),
  email: v.nullable(v.string()),
});
export type EmergencyContact = v.InferOutput<typeof EmergencyContactSchema>;

/** POST /users/personal-details/upload-personal-documents: attach a staged upload as a document. */
export const AttachPersonalDocumentSchema = v.object({
  kind: v.picklist(PERSONAL_DOCUMENT_KINDS, 'Choose a document type'),
  key: requiredString(200),
});
export const RemovePersonalDocumentSchema = v.object({
  kind: v.picklist(PERSONAL_DOCUMENT_KINDS, 'Choose a document type'),
});

/** POST /users/upload_avatar: a staged upload (purpose AVATAR) becomes the avatar; null removes it. */
export const SetAvatarSchema = v.object({ key: v.nullable(requiredString(200)) });

export { ONBOARDING_LAST_STEP } from './onboarding';

/** The scalar personal details as saved (what `updatePersonalDetails` answers, e.g. to a sync push). */
export const SavedPersonalDetailsSchema = v.object({
  userId: v.string(),
  completeLegalName: v.nullable(v.string()),
  preferredName: v.nullable(v.string()),
  birthDate: v.nullable(v.string()),
  birthCity: v.nullable(v.string()),
  birthCountryId: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDERS)),
  phoneNumber: v.nullable(v.string()),
  dietaryInformation: v.nullable(v.string()),
  educationalInformation: v.nullable(v.string()),
  measurements: v.nullable(v.string()),
  addressId: v.nullable(v.string()),
});
export type SavedPersonalDetails = v.InferOutput<typeof SavedPersonalDetailsSchema>;

/** The answer to POST /users/upload_avatar. */
export const AvatarSchema = v.object({ avatarUrl: v.nullable(v.string()) });
export type Avatar = v.InferOutput<typeof AvatarSchema>;
/**
 * Avatars are seen by tour mates in lists, so their signed URL lives long (7 to 8 days) and stays the
 * same all day (it expires at a UTC midnight), letting the browser cache the picture by its URL.
 */
export const AVATAR_URL_TTL_DAYS = 7;

/** `?kind=` of DELETE /users/personal-details/delete-personal-document; `?id=` of the id deletes. */
export const PersonalDocumentKindQuerySchema = RemovePersonalDocumentSchema;
