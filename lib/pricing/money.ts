/** An amount in minor units (cents, bani) of a currency; never a float. */
export interface Money {
  amount: number;
  currency: string;
}

/** Rounds a non-negative ratio numerator / denominator half up, in integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(
      `divideHalfUp needs safe integers and a positive denominator (${numerator} / ${denominator})`,
    );
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((magnitude + Math.floor(denominator / 2)) / denominator);
}

/** Adds VAT given in basis points (20 % = 2000) to a net amount, rounding the unit price half up. */
export function addVat(netMinor: number, rateBasisPoints: number): number {
  return divideHalfUp(netMinor * (10_000 + rateBasisPoints), 10_000);
}

/** Converts from the default currency (EUR) at a rate given in millionths (4.977 → 4_977_000). */
export function convert(minor: number, ratePerMillion: number): number {
  return divideHalfUp(minor * ratePerMillion, 1_000_000);
}
