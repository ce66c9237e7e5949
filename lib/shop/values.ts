/**
 * Values the backend's records are made of, apart so cart-types.ts and types.ts both build on them without
 * importing each other.
 */

/** A calendar day as ISO text, YYYY-MM-DD; days compare as text. */
export type Day = string;

/** A tax rate with its validity: in force from `from` through `to` (inclusive), open-ended when `to` is null. */
export interface DatedRate {
  from: Day;
  to: Day | null;
  /** Percent in basis points (21 % → 2100). */
  basisPoints: number;
  /** A condition the rate holds under only (codes.ts `taxConditions`); absent or null: none. */
  condition?: string | null;
}

/** The units a unit price is given per: a metre, a square metre, a litre, a kilogram. */
export type MeasureUnit = 'm' | 'm2' | 'l' | 'kg';

/** What one sold piece holds, in thousandths of its unit (a 25 m coil: { unit: 'm', milli: 25_000 }). */
export interface Measure {
  unit: MeasureUnit;
  milli: number;
}

export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export type StockPolicy = 'stock' | 'backorder' | 'preorder';

/** Net prices of one sale element in minor units of the default currency (EUR). */
export interface NetPrices {
  price: number;
  promoPrice: number;
  /** Recommended retail price, when the manufacturer gives one. */
  listPrice: number | null;
  onPromo: boolean;
  /** While a reduction runs: the lowest price of the 30 days before it began, the only base it may be shown against. */
  priorPrice: number | null;
}

/** A part of a set as sold (a cart line, an order line), `quantity` of it in each set of the line. */
export interface OrderSetPart {
  saleElementId: number;
  ref: string;
  title: string;
  quantity: number;
}
