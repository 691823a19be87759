/**
 * English country names for the ISO codes of the city data, from the runtime's own CLDR data
 * (no table to maintain), plus the short forms crews type after a city ('Paris, USA').
 */
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Other ways of writing a country, matched like its name ('Glasgow, UK', 'Dubai, UAE'). */
const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'United States of America', 'America'],
  GB: ['UK', 'Great Britain', 'Britain'],
  AE: ['UAE'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czech Republic'],
  KR: ['Korea'],
  CD: ['DR Congo', 'Democratic Republic of the Congo'],
  CG: ['Republic of the Congo'],
  TR: ['Turkey'],
};

/** 'DE' → 'Germany'; a code CLDR does not know stays the code. */
export function countryName(code: string): string {
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryAliases(code: string): readonly string[] {
  return COUNTRY_ALIASES[code] ?? [];
}
