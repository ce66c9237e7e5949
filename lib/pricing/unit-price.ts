import { divideHalfUp, type Money } from './money';

/** The units a unit price is given per: a metre, a square metre, a litre, a kilogram. */
export type MeasureUnit = 'm' | 'm2' | 'l' | 'kg';

/** What one sold piece holds, in thousandths of its unit (a 25 m coil: { unit: 'm', milli: 25_000 }). */
export interface Measure {
  unit: MeasureUnit;
  milli: number;
}

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
