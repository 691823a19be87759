import { COUNTRY_CODES, countryName } from '#contract/countries';
import { CURRENCIES } from '#contract/money';
import type { SelectOption } from '../../ui/select-field';

/** A select's options with an empty "choose one" first: the required-field message shows when left. */
export const withBlank = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];

export const COUNTRY_CHOICES = withBlank(
  'Choose a country',
  COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  ),
);

export const CURRENCY_CHOICES = withBlank(
  'Choose a currency',
  CURRENCIES.map((code) => ({ value: code, label: code })),
);
