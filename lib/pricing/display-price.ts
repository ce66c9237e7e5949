import type { Currency } from '../shop/types';
import { addVat, convert, type Money } from './money';
import { vatRateFor, type TaxedItem, type VatContext } from './vat';

export interface DisplayPrice extends Money {
  vatRateBasisPoints: number;
  includesVat: boolean;
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
  return {
    amount: addVat(net, rate),
    currency: currency.code,
    vatRateBasisPoints: rate,
    includesVat: context.mode === 'gross',
  };
}
