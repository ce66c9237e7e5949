/**
 * Thelia keeps amounts as DECIMAL(16,6) euros and the module sends them as JSON numbers; the storefront counts
 * whole euro cents. The conversion goes through the decimal digits, not through a float product: 0.285 × 100 is
 * 28.499999999999996 in binary, and a half cent must round the way the decimal Thelia holds does.
 */

const MICROS_PER_CENT = 10_000;

/** Euro cents of a Thelia amount, half a cent rounded away from zero (PHP's round()). */
export function theliaAmountToCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // toFixed(6) writes the decimal Thelia stored: six places are all its column has, so the float's noise is gone.
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(6).split('.');
  const micros = Number(whole) * 1_000_000 + Number(fraction);
  const cents =
    Math.floor(micros / MICROS_PER_CENT) + (micros % MICROS_PER_CENT >= MICROS_PER_CENT / 2 ? 1 : 0);
  return amount < 0 && cents !== 0 ? -cents : cents;
}
