/**
 * Postal addresses: a person's own (`/addresses`, the main one on their personal
 * details) and an artist's (`/artist-addresses`), with a message of its own for each missing part.
 */
import * as v from 'valibot';
import { noControlCharacters, optionalText, plainText, UuidSchema } from './common';
import { CountryCodeSchema } from './countries';

export const ADDRESS_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
} as const;

/** Missing counts as blank, so a field left out gets its own message too, not the generic one. */
const requiredWith = (message: string, max = 200) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      noControlCharacters(),
      v.nonEmpty(message),
      v.maxLength(max, `Must be at most ${max} characters`),
    ),
    '',
  );

/** A postal address (messages: 'Street address is required', 'City is required', …). */
export const AddressInputSchema = v.object({
  id: v.optional(UuidSchema),
  label: optionalText(80),
  street: requiredWith(ADDRESS_MESSAGES.street),
  city: requiredWith(ADDRESS_MESSAGES.city, 120),
  state: requiredWith(ADDRESS_MESSAGES.state, 120),
  postalCode: requiredWith(ADDRESS_MESSAGES.postalCode, 20),
  country: v.optional(
    v.pipe(v.string(ADDRESS_MESSAGES.country), v.nonEmpty(ADDRESS_MESSAGES.country), CountryCodeSchema),
    '',
  ),
});
export type AddressInput = v.InferOutput<typeof AddressInputSchema>;
export const UpdateAddressSchema = v.partial(v.omit(AddressInputSchema, ['id']));

export const AddressSchema = v.object({
  id: v.string(),
  label: v.nullable(v.string()),
  street: v.string(),
  city: v.string(),
  state: v.string(),
  postalCode: v.string(),
  country: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** An address of an artist (POST /artist-addresses). Managed by the artist's workspace owner. */
export const CreateArtistAddressSchema = v.object({ ...AddressInputSchema.entries, artistId: UuidSchema });
export type CreateArtistAddress = v.InferOutput<typeof CreateArtistAddressSchema>;
export const ArtistAddressSchema = v.object({ ...AddressSchema.entries, artistId: v.string() });
export type ArtistAddress = v.InferOutput<typeof ArtistAddressSchema>;
/** POST /artist-addresses/search: addresses of artists the caller can see, by street, city or label. */
export const ArtistAddressSearchSchema = v.object({
  artistId: v.optional(UuidSchema),
  query: v.optional(plainText(200, { message: 'Must be text' }), ''),
});
export type ArtistAddressSearch = v.InferOutput<typeof ArtistAddressSearchSchema>;
