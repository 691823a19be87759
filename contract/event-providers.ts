/**
 * Event providers: the venues, promoters, hotels and vendors of a workspace, kept once and pointed
 * at by days (`venueProviderId`) and events (`providerId`). Workspace people read them; the
 * workspace owner and tour managers write them (REST only). Each tour's mirror carries the ones its
 * days and events use (sync entity `eventProvider`).
 */
import * as v from 'valibot';
import { EmailSchema, optionalText, plainText, requiredString, UuidSchema } from './common';
import { TimeZoneSchema } from './dates';
import { MESSAGES } from './messages';
import { OptionalPhoneSchema } from './profile';

export const PROVIDER_KINDS = ['VENUE', 'PROMOTER', 'HOTEL', 'VENDOR', 'OTHER'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const ProviderKindSchema = v.picklist(PROVIDER_KINDS, 'Choose a kind');

export const PROVIDER_KIND_LABELS: Record<ProviderKind, string> = {
  VENUE: 'Venue',
  PROMOTER: 'Promoter',
  HOTEL: 'Hotel',
  VENDOR: 'Vendor',
  OTHER: 'Other',
};

export const PROVIDER_MESSAGES = {
  website: 'Enter a web address starting with https:// or http://',
  /** A day's time zone always comes from a place: a venue without one cannot set a day. */
  needsPlace: 'Add a city and time zone to this venue before using it for a day',
  tooManyContacts: 'At most 20 contacts',
} as const;

export const MAX_PROVIDER_CONTACTS = 20;

/** An e-mail that may be left blank (stored as null), with the e-mail field's own message. */
const OptionalEmail = v.optional(
  v.nullable(
    v.pipe(
      v.string(MESSAGES.invalidEmail),
      v.trim(),
      v.transform((value) => (value === '' ? null : value)),
      v.nullable(EmailSchema),
    ),
  ),
);

/** A person at the provider (production manager, promoter rep, front desk). */
export const ProviderContactSchema = v.object({
  name: requiredString(120),
  role: optionalText(120),
  phone: OptionalPhoneSchema,
  email: OptionalEmail,
});
export type ProviderContactInput = v.InferOutput<typeof ProviderContactSchema>;

/** A contact as stored and answered: every field present. */
export const ProviderContactDataSchema = v.object({
  name: v.string(),
  role: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type ProviderContact = v.InferOutput<typeof ProviderContactDataSchema>;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const WebsiteSchema = v.optional(
  v.nullable(
    v.pipe(
      plainText(500),
      v.transform((value) => (value === '' ? null : value)),
      v.nullable(v.pipe(v.string(), v.check(isWebAddress, PROVIDER_MESSAGES.website))),
    ),
  ),
);

const Latitude = v.optional(
  v.nullable(v.pipe(v.number('Must be a number'), v.minValue(-90), v.maxValue(90))),
);
const Longitude = v.optional(
  v.nullable(v.pipe(v.number('Must be a number'), v.minValue(-180), v.maxValue(180))),
);

/** The editable fields (everything but the workspace and the kind's id). */
const providerFields = {
  kind: ProviderKindSchema,
  name: requiredString(200),
  addressLine: optionalText(300),
  city: optionalText(120),
  country: optionalText(120),
  postalCode: optionalText(20),
  latitude: Latitude,
  longitude: Longitude,
  placeId: optionalText(200),
  timeZone: v.optional(v.nullable(TimeZoneSchema)),
  phone: OptionalPhoneSchema,
  email: OptionalEmail,
  website: WebsiteSchema,
  /** Parking, load-in door, Wi-Fi, curfew: free text for the road. */
  notes: optionalText(5000, { multiline: true }),
  contacts: v.optional(
    v.pipe(
      v.array(ProviderContactSchema),
      v.maxLength(MAX_PROVIDER_CONTACTS, PROVIDER_MESSAGES.tooManyContacts),
    ),
  ),
};

export const CreateEventProviderSchema = v.object({
  workspaceId: UuidSchema,
  ...providerFields,
});
export type CreateEventProvider = v.InferOutput<typeof CreateEventProviderSchema>;

export const UpdateEventProviderSchema = v.partial(v.object(providerFields));
export type UpdateEventProvider = v.InferOutput<typeof UpdateEventProviderSchema>;

export const EventProviderSchema = v.object({
  id: v.string(),
  workspaceId: v.string(),
  kind: ProviderKindSchema,
  name: v.string(),
  addressLine: v.nullable(v.string()),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
  postalCode: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  placeId: v.nullable(v.string()),
  timeZone: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  website: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  contacts: v.array(ProviderContactDataSchema),
  updatedAt: v.string(),
});
export type EventProvider = v.InferOutput<typeof EventProviderSchema>;

/** An answer of GET: the provider and whether the caller may change it. */
export const EventProviderAnswerSchema = v.object({ ...EventProviderSchema.entries, canManage: v.boolean() });
export type EventProviderAnswer = v.InferOutput<typeof EventProviderAnswerSchema>;

/**
 * A provider as a tour's mirror holds it: one row per tour that uses it (`id` is that row's,
 * `providerId` the provider's), so forgetting one tour never takes another tour's copy.
 */
export const TourEventProviderSchema = v.object({
  ...v.omit(EventProviderSchema, ['id']).entries,
  id: v.string(),
  tourId: v.string(),
  providerId: v.string(),
});
export type TourEventProvider = v.InferOutput<typeof TourEventProviderSchema>;

export const ProviderListQuerySchema = v.object({ kind: v.optional(ProviderKindSchema) });

/** The map link of an address, for the daysheet and the directory. */
export function mapLinkOf(p: {
  name?: string | null;
  addressLine: string | null;
  city: string | null;
  country: string | null;
  postalCode?: string | null;
  placeId?: string | null;
}): string | null {
  const query = [p.name, p.addressLine, p.postalCode, p.city, p.country].filter(Boolean).join(', ');
  if (!query) return null;
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', query);
  if (p.placeId) url.searchParams.set('query_place_id', p.placeId);
  return url.toString();
}

/** A workspace whose directory the caller may open (their own first), and whether they may edit it. */
export const ProviderWorkspaceSchema = v.object({ id: v.string(), name: v.string(), canManage: v.boolean() });
export type ProviderWorkspace = v.InferOutput<typeof ProviderWorkspaceSchema>;
