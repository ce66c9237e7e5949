import { countryIds, type CountryId } from '../../../shop/codes';
import { customerTitles } from '../../../shop/customer-types';
import type { OrderAddressFields } from '../../../shop/order-types';
import type { components } from '../openapi/thelia-open-api';

/**
 * An order's address as the module's POST /address takes it. The storefront's country ids and title codes are
 * Thelia's own (shop/codes.ts, customer-types.ts), but the module names a country by its ISO code. Thelia's
 * address has no field for a VAT number and the storefront's state ids have no counterpart there: both stay
 * with the storefront's order.
 */

export type TheliaAddressInput = components['schemas']['AddressInput'];
type TheliaAddress = components['schemas']['Address'];

const countryCodes: Record<CountryId, string> = {
  [countryIds.germany]: 'DE',
  [countryIds.austria]: 'AT',
  [countryIds.romania]: 'RO',
};

/** Fields left out rather than sent empty: the module validates what it is given. */
const present = (fields: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Record<string, string>;

export function theliaAddressOf(fields: OrderAddressFields, label: string): TheliaAddressInput {
  return {
    // A customer's first address becomes Thelia's default anyway; the others stay as they are.
    isDefault: false,
    label,
    civilityTitle: { id: customerTitles[fields.title] },
    firstName: fields.firstname,
    lastName: fields.lastname,
    address1: `${fields.street} ${fields.houseNumber}`.trim(),
    zipCode: fields.postcode,
    city: fields.city,
    countryCode: countryCodes[fields.countryId],
    ...present({ company: fields.company, address2: fields.line2, phone: fields.phone }),
  };
}

const compared = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'zipCode',
  'city',
  'phone',
] as const;

/**
 * Whether a Thelia address already says what an order's address says, so that a buyer's every order does not add
 * the same address again to their Thelia account. The label is not compared: it only names the first use.
 */
export function sameAddress(known: TheliaAddress, wanted: TheliaAddressInput): boolean {
  return (
    known.civilityTitle?.id === wanted.civilityTitle.id &&
    known.countryCode === wanted.countryCode &&
    compared.every((name) => (known[name] ?? '') === (wanted[name] ?? ''))
  );
}
