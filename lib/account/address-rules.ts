import type { CountryState } from '../shop/address-types';

/** docs/product.md §5: postcodes by country — 4 digits in Austria, 5 in Germany (and by default), 6 in Romania. */
const postcodeDigits: Record<string, number> = { AT: 4, DE: 5, RO: 6 };
const DEFAULT_POSTCODE_DIGITS = 5;
/** docs/product.md §5's own reading when a store's `phone_regex` cannot be used: digits, spaces or +, 3–20 long. */
const FALLBACK_PHONE = /^[0-9 +]{3,20}$/;

/** What the delivery country and the store decide about an address (the store's configuration, the states). */
export interface AddressRules {
  countryCode: string;
  /** The store's `phone_regex`, as configured. */
  phonePattern: string;
  /** The store's `is_phone_required`. */
  phoneRequired: boolean;
  /** The country's states or counties; an address must name one where there are any. */
  states: CountryState[];
}

export interface AddressToCheck {
  postcode: string;
  phone: string | null;
  stateId: number | null;
}

/** An operator's pattern that does not compile falls back to docs/product.md §5's (it only ever sees 32 characters). */
function phoneRegex(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return FALLBACK_PHONE;
  }
}

/**
 * The country's and the store's rules for an address, as a list of field and message pairs (empty when it
 * passes): the postcode's shape, the phone by the store's pattern and whether it is required, the county.
 */
export function addressProblems(address: AddressToCheck, rules: AddressRules): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  const digits = postcodeLength(rules.countryCode);
  if (!new RegExp(`^\\d{${digits}}$`).test(address.postcode))
    problems.push(['postcode', 'address.postcodeInvalid']);
  if (address.phone === null) {
    if (rules.phoneRequired) problems.push(['phone', 'address.phoneRequired']);
  } else if (address.phone.length > 32 || !phoneRegex(rules.phonePattern).test(address.phone)) {
    problems.push(['phone', 'address.phoneInvalid']);
  }
  if (rules.states.length > 0) {
    if (address.stateId === null) problems.push(['stateId', 'address.stateRequired']);
    else if (!rules.states.some((state) => state.id === address.stateId))
      problems.push(['stateId', 'address.stateInvalid']);
  } else if (address.stateId !== null) {
    problems.push(['stateId', 'address.stateInvalid']);
  }
  return problems;
}

/** The postcode's number of digits in a country, for the check and for the field's hint. */
export const postcodeLength = (countryCode: string): number =>
  postcodeDigits[countryCode] ?? DEFAULT_POSTCODE_DIGITS;
