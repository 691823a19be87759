import { CURRENCIES } from '#contract/money';
import type { SelectOption } from '../../ui/select-field';

/** A select's options with an empty "choose one" first: the required-field message shows when left. */
export const withBlank = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];

export const CURRENCY_CHOICES = withBlank(
  'Choose a currency',
  CURRENCIES.map((code) => ({ value: code, label: code })),
);
