import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countryName, type KnownCountry, knownCountriesByName } from '#contract/countries';
import { type SelectOption, withBlank } from '../ui/select-field';
import { countryQueries } from './countries.queries';

/**
 * Until the server's list is there (or offline without a saved copy): the built-in countries. Made
 * on first use, not at load: naming ~250 countries builds `Intl.DisplayNames`, which costs a start.
 */
let builtIn: KnownCountry[] | undefined;
const builtInCountries = (): KnownCountry[] => {
  builtIn ??= knownCountriesByName();
  return builtIn;
};

/**
 * The countries as the server lists them: the built-in ones and those a platform admin added. Every
 * picker offers these, and every screen that names a stored country reads the name here (an added
 * country has no name the platform knows).
 */
export function useCountries() {
  const query = useQuery(countryQueries.list());
  const countries = query.data ?? builtInCountries();
  return useMemo(() => {
    const names = new Map(countries.map((country) => [country.code, country.name]));
    return { countries, nameOf: (code: string) => names.get(code) ?? countryName(code) };
  }, [countries]);
}

/** The countries as a select's options, after an empty first choice labelled `blank`. */
export function useCountryOptions(blank: string): SelectOption[] {
  const { countries } = useCountries();
  return useMemo(
    () =>
      withBlank(
        blank,
        countries.map((country) => ({ value: country.code, label: country.name })),
      ),
    [countries, blank],
  );
}
