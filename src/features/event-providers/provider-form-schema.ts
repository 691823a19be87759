import * as v from 'valibot';
import { TimeZoneSchema } from '#contract/dates';
import { type EventProvider, UpdateEventProviderSchema } from '#contract/event-providers';

const f = UpdateEventProviderSchema.entries;

/** A blank time zone means "not known yet"; anything typed must be a zone the browser knows. */
const TimeZoneField = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value): string | null => (value === '' ? null : value)),
  v.nullable(TimeZoneSchema),
);

/** The provider form: the contract's rules on text inputs (blank optional fields are stored as null). */
export const ProviderFormSchema = v.object({
  kind: v.unwrap(f.kind),
  name: v.unwrap(f.name),
  addressLine: f.addressLine,
  postalCode: f.postalCode,
  city: f.city,
  country: f.country,
  timeZone: TimeZoneField,
  phone: f.phone,
  email: f.email,
  website: f.website,
  notes: f.notes,
  contacts: v.unwrap(f.contacts),
});
export type ProviderFormInput = v.InferInput<typeof ProviderFormSchema>;
export type ProviderFormValues = v.InferOutput<typeof ProviderFormSchema>;

export const EMPTY_PROVIDER: ProviderFormInput = {
  kind: 'VENUE',
  name: '',
  addressLine: '',
  postalCode: '',
  city: '',
  country: '',
  timeZone: '',
  phone: '',
  email: '',
  website: '',
  notes: '',
  contacts: [],
};

/** A stored provider as the form's text inputs. */
export const providerFormValues = (p: EventProvider): ProviderFormInput => ({
  kind: p.kind,
  name: p.name,
  addressLine: p.addressLine ?? '',
  postalCode: p.postalCode ?? '',
  city: p.city ?? '',
  country: p.country ?? '',
  timeZone: p.timeZone ?? '',
  phone: p.phone ?? '',
  email: p.email ?? '',
  website: p.website ?? '',
  notes: p.notes ?? '',
  contacts: p.contacts.map((c) => ({
    name: c.name,
    role: c.role ?? '',
    phone: c.phone ?? '',
    email: c.email ?? '',
  })),
});
