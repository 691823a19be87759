/**
 * Countries by ISO 3166-1 alpha-2 code: the ids of birth country, citizenships, passport issuers,
 * addresses and teams. The built-in codes every install has are in contract/country-codes.ts; a
 * platform admin may add more (contract/admin-countries.ts). Built-in names come from the platform (Intl.DisplayNames, English),
 * so no list of names needs maintaining here.
 */
import * as v from 'valibot';
import { COUNTRY_CODES } from './country-codes';

/** What a code that names no country (built in or added by an admin) is answered with. */
export const COUNTRY_UNKNOWN_MESSAGE = 'Choose a country from the list';

/**
 * A country's code as sent: two letters A–Z. Only its shape: a platform admin may add countries
 * beyond the built-in list, so whether it names one is the server's check (countries.service.ts).
 */
export const CountryCodeSchema = v.pipe(
  v.string(COUNTRY_UNKNOWN_MESSAGE),
  v.regex(/^[A-Z]{2}$/, COUNTRY_UNKNOWN_MESSAGE),
);

/** A country as the pickers offer it (GET /countries). */
export const KnownCountrySchema = v.object({ code: v.string(), name: v.string() });
export type KnownCountry = v.InferOutput<typeof KnownCountrySchema>;
export const KnownCountryListSchema = v.array(KnownCountrySchema);

// Made on first use: building an Intl.DisplayNames loads the platform's region names, a cost the
// start-up profile showed on every app start (this module is in the contract every start loads),
// and no screen on the start path names a country.
let names: Intl.DisplayNames | undefined;
export const countryName = (code: string): string => {
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return names.of(code) ?? code;
};

/**
 * The built-in countries (each made by `builtIn`) and the added ones, as one list by English name:
 * the order every picker and the admin's list show (the server's lists, and the client's built-in
 * list until the server's arrives).
 */
export function countriesByName<T extends KnownCountry>(
  builtIn: (code: string) => T,
  added: readonly T[] = [],
): T[] {
  return [...COUNTRY_CODES.map(builtIn), ...added].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Every country anyone may pick, with its English name, from the built-in list and `added`. */
export const knownCountriesByName = (added: readonly KnownCountry[] = []): KnownCountry[] =>
  countriesByName((code) => ({ code, name: countryName(code) }), added);
