import type { CountryId } from '../shop/schemas';
import type { ConditionalRate } from '../shop/types';
import type { TaxCondition } from './tax-conditions';
import { TaxRateError } from './tax-rates';

export type VatMode = 'gross' | 'net';

export interface VatContext {
  deliveryCountryId: CountryId;
  /** 'net' only for verified business customers with VAT excluded (docs/product.md §6). */
  mode: VatMode;
  /** Categories with 0 % VAT in this store (locale configuration `categories_0_vat`). */
  zeroVatCategoryIds: readonly number[];
  /**
   * Conditions the buyer has not confirmed: rates under them fall back to the standard rate. Pages and the cart
   * show the conditional rate with its condition (none here); the checkout names what was left unticked.
   */
  unconfirmedConditions?: readonly TaxCondition[];
}

export interface TaxedItem {
  /** Tax percent of the product's tax rule per delivery country on the day, in basis points. */
  rateByCountry: Partial<Record<CountryId, number>>;
  /** Countries where that rate needs the buyer's confirmation of a condition. */
  conditionalByCountry?: Partial<Record<CountryId, ConditionalRate>>;
  categoryIds: readonly number[];
}

/** The condition the item's rate depends on for the shopper, or null: never while VAT is excluded or exempt. */
export function rateConditionFor(item: TaxedItem, context: VatContext): TaxCondition | null {
  if (context.mode === 'net') return null;
  if (item.categoryIds.some((id) => context.zeroVatCategoryIds.includes(id))) return null;
  return item.conditionalByCountry?.[context.deliveryCountryId]?.condition ?? null;
}

/**
 * The VAT rate, in basis points, that a shopper pays on an item: none in net mode, none for the store's exempt
 * categories, the standard rate where the rule's rate needs a condition the buyer did not confirm, otherwise the
 * product's tax rule for the delivery country. A rule without that country is an error in the data, not a
 * reason to show a price without tax.
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
  const conditional = item.conditionalByCountry?.[context.deliveryCountryId];
  if (conditional && context.unconfirmedConditions?.includes(conditional.condition))
    return conditional.otherwise;
  return rate;
}
