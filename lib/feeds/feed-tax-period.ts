import { storeDefaults } from '../i18n/stores';
import { taxPeriodStart } from '../pricing/tax-period';
import { dayIn } from '../pricing/tax-rates';
import type { StoreCode } from '../shop/codes';
import type { TaxRuleHistory } from '../shop/types';

/**
 * Part of a feed file's name: the first day of the VAT period the store's own country is in at `now`, in the
 * store's time zone. A feed is priced on the day it is generated, so the midnight of a rate change names a new
 * file, and the next request generates it instead of serving last day's prices.
 */
export function feedTaxPeriod(histories: readonly TaxRuleHistory[], store: StoreCode, now: Date): string {
  const { countryId, timeZone } = storeDefaults[store];
  return taxPeriodStart(histories, countryId, dayIn(now, timeZone))?.replaceAll('-', '') ?? 'undated';
}
