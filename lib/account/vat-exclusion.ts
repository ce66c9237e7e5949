import 'server-only';
import type { Shopper } from '../cart/service';
import type { Market } from '../i18n/market';
import { intraCommunityCountry } from '../i18n/vat-exclusion';
import { getCustomers } from '../storefront';
import { done, LOGIN_REQUIRED, refused, type AccountOutcome } from './service';
import { asCustomer } from '../session/session-customer';

/**
 * docs/product.md §6 excludeVAT for the session's customer. Prices without VAT are granted only where EU rules allow 0 %:
 * a business with a VAT id VIES confirmed, in another member state than the shop's, that the shop delivers to
 * (lib/pricing/vat-exclusion.ts). Anyone else is told why not and nothing changes; going back to prices with
 * VAT is always allowed.
 */
export async function setVatExclusion(
  excludeVat: boolean,
  shopper: Shopper,
  market: Market,
): Promise<AccountOutcome> {
  return asCustomer(shopper.cookie, market, LOGIN_REQUIRED, async (customer) => {
    if (excludeVat && intraCommunityCountry(customer, market.store) === null)
      return refused(422, 'account.vatExclusionNotAllowed');
    if (!(await (await getCustomers()).setVatExclusion(customer.id, excludeVat))) return LOGIN_REQUIRED;
    return done(excludeVat ? 'account.vatExcluded' : 'account.vatIncluded');
  });
}
