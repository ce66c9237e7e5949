import type { Currency, PricingBasis, TaxRule } from '../shop/types';
import type { VatContext } from './vat';

/**
 * What a backend needs to sort and filter by the price a shopper sees (ProductQuery `pricing`): the same rate,
 * rules and exempt categories that displayPrice applies, as data.
 */
export function pricingBasis(
  taxRules: Iterable<TaxRule>,
  context: VatContext,
  currency: Currency,
): PricingBasis {
  const net = context.mode === 'net';
  return {
    ratePerMillion: currency.ratePerMillion,
    vatByTaxRule: Object.fromEntries(
      [...taxRules].map((rule) => [
        String(rule.id),
        net ? 0 : (rule.rateByCountry[context.deliveryCountryId] ?? 0),
      ]),
    ),
    zeroVatCategoryIds: net ? [] : [...context.zeroVatCategoryIds],
  };
}
