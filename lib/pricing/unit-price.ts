import { divideHalfUp, type Money } from './money';

import type { Measure, MeasureUnit } from '../shop/values';

export type { Measure, MeasureUnit };

export interface UnitPrice {
  price: Money;
  unit: MeasureUnit;
}

/**
 * The price per whole unit of a piece's price (Germany's PAngV §4 and §5, Austria's Preisauszeichnungsgesetz
 * §10a, Romania's HG 2/2003: per 1 m, 1 m², 1 l or 1 kg), rounded half up like every shown price. None when the
 * piece holds exactly one unit, since the unit price would only repeat the price.
 */
export function unitPriceOf(piecePrice: Money, measure: Measure | null): UnitPrice | null {
  if (!measure || measure.milli <= 0 || measure.milli === 1_000) return null;
  return {
    price: { amount: divideHalfUp(piecePrice.amount * 1_000, measure.milli), currency: piecePrice.currency },
    unit: measure.unit,
  };
}
