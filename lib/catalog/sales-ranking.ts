import type { SalesFigure } from '../shop/sales-figures';

/** Recommendations read the orders of the last 30 days (issue 37): recent enough to follow the season. */
export const SALES_WINDOW_DAYS = 30;

/**
 * A product is recommended from sales only once this many different buyers bought it (with the other product,
 * for "bought together"): a pair that one or two shoppers bought would let a visitor read their orders back.
 */
export const MINIMUM_BUYERS = 3;

const DAY_MS = 86_400_000;

export function salesWindowStart(now: Date): Date {
  return new Date(now.getTime() - SALES_WINDOW_DAYS * DAY_MS);
}

/**
 * The products to show: first those enough buyers bought, most bought first, then the configured ones while the
 * figures are thin; none twice, none of `exclude`, at most `size`.
 */
export function recommendedProductIds(
  figures: readonly SalesFigure[],
  configured: readonly number[],
  { size, exclude = [] }: { size: number; exclude?: readonly number[] },
): number[] {
  const chosen = new Set<number>();
  const skipped = new Set(exclude);
  const fromSales = figures
    .filter((figure) => figure.buyers >= MINIMUM_BUYERS)
    .map((figure) => figure.productId);
  for (const productId of [...fromSales, ...configured]) {
    if (chosen.size === size) break;
    if (!skipped.has(productId)) chosen.add(productId);
  }
  return [...chosen];
}
