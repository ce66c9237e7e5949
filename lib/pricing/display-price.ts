import type { Currency } from '../shop/types';
import { addVat, convert, type Money } from './money';
import type { TaxCondition } from './tax-conditions';
import { rateConditionFor, vatRateFor, type TaxedItem, type VatContext } from './vat';

export interface DisplayPrice extends Money {
  vatRateBasisPoints: number;
  includesVat: boolean;
  /** The condition the rate holds under (shown with it; the checkout asks the buyer), when there is one. */
  condition?: TaxCondition;
}

/**
 * What a shopper sees for a net price in euro cents: converted into the store's currency first, then taxed,
 * each step rounded half up on the unit price (as Thelia computes taxed prices).
 */
export function displayPrice(
  netEuroCents: number,
  item: TaxedItem,
  context: VatContext,
  currency: Currency,
): DisplayPrice {
  const rate = vatRateFor(item, context);
  const net = convert(netEuroCents, currency.ratePerMillion);
  const condition = rateConditionFor(item, context);
  return {
    amount: addVat(net, rate),
    currency: currency.code,
    vatRateBasisPoints: rate,
    includesVat: context.mode === 'gross',
    ...(condition ? { condition } : {}),
  };
}
