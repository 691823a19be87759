import type { Address } from '#contract/addresses';

/** An address on one line, as lists and selects show it; `nameOf` names its country (useCountries). */
export function addressLine(address: Address, nameOf: (code: string) => string): string {
  const place = [address.street, address.city, address.state, address.postalCode].join(', ');
  const line = `${place}, ${nameOf(address.country)}`;
  return address.label ? `${address.label}: ${line}` : line;
}
