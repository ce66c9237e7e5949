import type { CountryId } from '../shop/schemas';
import { TaxRateError } from './tax-rates';

export type VatMode = 'gross' | 'net';

export interface VatContext {
  deliveryCountryId: CountryId;
  /** 'net' only for verified business customers with VAT excluded (SPEC §6). */
  mode: VatMode;
  /** Categories with 0 % VAT in this store (locale configuration `categories_0_vat`). */
  zeroVatCategoryIds: readonly number[];
}

export interface TaxedItem {
  /** Tax percent of the product's tax rule per delivery country on the day, in basis points. */
  rateByCountry: Partial<Record<CountryId, number>>;
  categoryIds: readonly number[];
}

/**
 * The VAT rate, in basis points, that a shopper pays on an item: none in net mode, none for the store's exempt
 * categories, otherwise the product's tax rule for the delivery country. A rule without that country is an
 * error in the data, not a reason to show a price without tax.
 */
export function vatRateFor(item: TaxedItem, context: VatContext): number {
  if (context.mode === 'net') return 0;
  if (item.categoryIds.some((id) => context.zeroVatCategoryIds.includes(id))) return 0;
  const rate = item.rateByCountry[context.deliveryCountryId];
  if (rate === undefined) {
    throw new TaxRateError(
      `The tax rule has no rate in force today for country ${context.deliveryCountryId}`,
    );
  }
  return rate;
}
