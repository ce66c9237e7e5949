import type { Market } from './market';
import { storeDefaults } from './stores';
import type { CountryId } from '../shop/codes';
import type { Customer } from '../shop/customer-types';

/** What decides whether a customer may buy without VAT: who they are and what VIES said of their VAT id. */
export type VatStanding = Pick<Customer, 'title' | 'vatNumber' | 'vatStatus'>;

/**
 * The country a store may deliver to this customer at 0 % VAT, or null. EU VAT law exempts an intra-community
 * supply: a business (company or association, docs/product.md §3) whose VAT id VIES confirmed, in another member state than
 * the shop's, receiving the goods there. A domestic business pays VAT and gets it on its invoice; an id that is
 * unchecked, invalid or unknown (a member state's service was down) never counts.
 */
export function intraCommunityCountry(customer: VatStanding, store: Market['store']): CountryId | null {
  if (customer.title === 'mr' || customer.title === 'miss') return null;
  if (customer.vatStatus !== 'valid' || !customer.vatNumber) return null;
  const shop = storeDefaults[store];
  const prefix = customer.vatNumber.slice(0, 2).toUpperCase();
  const country = Object.values(storeDefaults).find((defaults) => defaults.region === prefix)?.countryId;
  if (country === undefined || country === shop.countryId) return null;
  return shop.deliveryCountryIds.includes(country) ? country : null;
}

/**
 * The market a customer's pages are priced for: net, with the delivery country fixed to the one billed at 0 %
 * (docs/product.md §2, §6 excludeVAT), when they asked for it and may have it; otherwise the market as decided.
 */
export function customerMarket(market: Market, customer: VatStanding & Pick<Customer, 'excludeVat'>): Market {
  if (!customer.excludeVat) return market;
  const country = intraCommunityCountry(customer, market.store);
  return country === null ? market : { ...market, deliveryCountryId: country, vatMode: 'net' };
}
