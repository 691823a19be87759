/**
 * The countries anyone may pick (birth country, citizenships, passports, addresses, teams): the
 * built-in ISO list every install has, plus those a platform admin added (table `countries`). The
 * contract only checks a code's shape (two letters); whether it names a country is decided here,
 * against both, by every service that stores one — over REST and through offline sync alike.
 */
import { inArray } from 'drizzle-orm';
import { COUNTRY_UNKNOWN_MESSAGE, type KnownCountry, knownCountriesByName } from '#contract/countries';
import { COUNTRY_CODES } from '#contract/country-codes';
import type { Queryable } from '../../db/client';
import { countries } from '../../db/schema';
import { validationFailed } from '../../http/errors';

export const BUILT_IN_COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Every country by its English name: the built-in ones and the added ones. */
export async function listKnownCountries(q: Queryable): Promise<KnownCountry[]> {
  const added = await q.select({ code: countries.code, name: countries.name }).from(countries);
  return knownCountriesByName(added);
}

/**
 * Each field's country code must name a country; a field left out or cleared (undefined, null or
 * '') is not checked. One query at most, and none when every code is built in.
 */
export async function requireKnownCountries(
  q: Queryable,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const given = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const toLookUp = [
    ...new Set(given.map(([, code]) => code).filter((code) => !BUILT_IN_COUNTRIES.has(code))),
  ];
  if (toLookUp.length === 0) return;
  const found = await q
    .select({ code: countries.code })
    .from(countries)
    .where(inArray(countries.code, toLookUp));
  const known = new Set(found.map((row) => row.code));
  const unknown = given.filter(([, code]) => !BUILT_IN_COUNTRIES.has(code) && !known.has(code));
  if (unknown.length > 0)
    throw validationFailed(Object.fromEntries(unknown.map(([field]) => [field, COUNTRY_UNKNOWN_MESSAGE])));
}
