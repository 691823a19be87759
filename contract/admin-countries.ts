/**
 * Countries: the built-in ISO list (contract/countries.ts, the base, never stored) plus those a
 * platform admin added, each a two-letter code no other country uses and an English name.
 */
import * as v from 'valibot';
import { plainText, requiredString } from './common';

export const COUNTRY_MESSAGES = {
  code: 'Use two letters A–Z',
  codeTaken: 'A country with this code already exists',
} as const;

export const CountrySchema = v.object({
  code: v.string(),
  name: v.string(),
  /** In the ISO list every install has; false for a country an admin added. */
  builtIn: v.boolean(),
  /** When an admin added it; null for a built-in one. */
  createdAt: v.nullable(v.string()),
});
export type Country = v.InferOutput<typeof CountrySchema>;

export const CountryListQuerySchema = v.object({ search: v.optional(plainText(100), '') });

/** The `{id}` of a country: its code (any other text is simply not found). */
export const CountryCodeParamSchema = v.object({ id: v.pipe(v.string(), v.maxLength(10)) });

export const CreateCountrySchema = v.object({
  code: v.pipe(
    v.string(COUNTRY_MESSAGES.code),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, COUNTRY_MESSAGES.code),
  ),
  name: requiredString(100),
});
export type CreateCountry = v.InferOutput<typeof CreateCountrySchema>;
