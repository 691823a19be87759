import { COUNTRY_CODES, countryName } from '#contract/countries';
import type { SelectOption } from '../../ui/select-field';

/** Every country by its English name, for the country selects; built once. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: countryName(code),
})).sort((a, b) => a.label.localeCompare(b.label));

/** The list with an empty first choice, for optional fields and "choose one" prompts. */
export const withBlank = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];
