import type { SelectOption } from '../../ui/select-field';

/** The list with an empty first choice, for optional fields and "choose one" prompts. */
export const withBlank = (label: string, options: readonly SelectOption[]): SelectOption[] => [
  { value: '', label },
  ...options,
];
