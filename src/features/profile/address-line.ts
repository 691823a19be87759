import type { Address } from '#contract/addresses';
import { countryName } from '#contract/countries';

/** An address on one line, as lists and selects show it. */
export function addressLine(address: Address): string {
  const place = [address.street, address.city, address.state, address.postalCode].join(', ');
  const line = `${place}, ${countryName(address.country)}`;
  return address.label ? `${address.label}: ${line}` : line;
}
