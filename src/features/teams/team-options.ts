import { CURRENCIES } from '#contract/money';
import { withBlank } from '../../ui/select-field';

export const CURRENCY_CHOICES = withBlank(
  'Choose a currency',
  CURRENCIES.map((code) => ({ value: code, label: code })),
);
