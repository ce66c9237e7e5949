import type { CountryId } from './schemas';
import type { CustomerTitle } from './customer-types';

/** docs/product.md §7: a customer's address book holds at most this many addresses. */
export const ADDRESS_BOOK_LIMIT = 100;

/** A state or county an address may name (Romania's județe). */
export interface CountryState {
  id: number;
  countryId: CountryId;
  /** ISO 3166-2 subdivision code without the country (`CJ` for Cluj). */
  code: string;
  title: string;
}

/** What a customer enters for an address (docs/product.md §3 address); the customer comes from the session. */
export interface AddressFields {
  label: string;
  title: CustomerTitle;
  firstname: string;
  lastname: string;
  company: string | null;
  vatNumber: string | null;
  street: string;
  houseNumber: string;
  line2: string | null;
  postcode: string;
  city: string;
  countryId: CountryId;
  stateId: number | null;
  phone: string | null;
}

/** An address of the book, as the account and the checkout show it. */
export interface Address extends AddressFields {
  id: number;
  isDefault: boolean;
  stateTitle: string | null;
}

/** Saving an address: the saved one; `notFound` for an id that is not the customer's; `full` at the limit. */
export type AddressSave = { kind: 'saved'; address: Address } | { kind: 'notFound' } | { kind: 'full' };

/** Deleting an address: the default one stays (docs/product.md §5); another customer's is not found. */
export type AddressRemoval = 'deleted' | 'notFound' | 'isDefault';
