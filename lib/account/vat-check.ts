import 'server-only';
import type { MarketContext } from '../catalog/market-context';
import { getCustomers } from '../storefront';
import type { Customer, VatStatus } from '../shop/types';
import { readVatId, type VatIdReading } from './vat-id';
import { askVies } from './vies';

/** The store's rules for a VAT id typed into one of its forms. */
export const vatIdOf = (value: string, context: MarketContext): VatIdReading =>
  readVatId(value, {
    minLength: context.store.config.rules.vatIdMinLength,
    storeCountryIso: context.store.config.countryIsoAlpha2,
  });

/**
 * Asks VIES about the customer's VAT id and keeps the answer with the id it was about, so an id changed in the
 * meantime is not marked by an answer about the old one. A customer without an id, or with one that fails its
 * shape or check digit, is not looked up.
 */
export async function checkCustomerVat(customer: Customer, context: MarketContext): Promise<VatStatus> {
  if (!customer.vatNumber) return 'unchecked';
  const reading = vatIdOf(customer.vatNumber, context);
  const outcome = reading.ok ? (await askVies(reading.vatId)).status : 'invalid';
  const kept = await (await getCustomers()).recordVatCheck(customer.id, customer.vatNumber, outcome);
  return kept ? outcome : 'unchecked';
}
