import { sql } from 'drizzle-orm';
import { priorPriceOf, type AppliedPrice } from '../../../pricing/prior-price';
import type { ShopDatabase } from '../../embedded/database';
import { changeSaleElementPrices, type SaleElementPrices } from '../../embedded/queries/price-changes';
import { selectRows } from '../../embedded/queries/raw';
import { productPrice, productPriceHistory } from '../../embedded/schema';
import { upsertRows } from './index-upserts';

type ImportedPrices = Omit<SaleElementPrices, 'listPrice'>;

interface HeldPrice {
  id: number;
  price: string | number;
  promo_price: string | number;
  promo: boolean;
  listen_price: string | number | null;
}

/** The price the shop sells at from now and whether it is announced as a reduction, as the history keeps it. */
function appliedFrom(at: Date, prices: ImportedPrices): AppliedPrice {
  const selling = prices.onPromo ? prices.promoPrice : prices.price;
  return { appliedFrom: at, price: selling, reduced: prices.onPromo && selling < prices.price };
}

/**
 * Writes Thelia's net prices (the default currency's row) of sale elements already written. A new one starts its
 * price history at `at`; a changed one goes through the shop's own price writer, which records the change in the
 * history and fixes the prior price the 30-day rule allows to show. An unchanged one is left alone, so importing
 * again records nothing. The recommended retail price is the shop's own (Thelia has none): it is kept.
 * Returns how many prices changed.
 */
export async function writePrices(
  db: ShopDatabase,
  currencyId: number,
  prices: readonly ImportedPrices[],
  at: Date,
): Promise<number> {
  if (prices.length === 0) return 0;
  const ids = prices.map((entry) => entry.saleElementId);
  const held = new Map(
    (
      await selectRows<HeldPrice>(
        db,
        sql`SELECT pse.id, pp.price, pp.promo_price, pse.promo, pp.listen_price
          FROM product_sale_elements pse
          JOIN product_price pp ON pp.product_sale_elements_id = pse.id AND pp.currency_id = ${currencyId}
          WHERE pse.id = ANY(${sql.param(ids)}::int[])`,
      )
    ).map((row) => [row.id, row]),
  );
  const fresh = prices.filter((entry) => !held.has(entry.saleElementId));
  await upsertRows(
    db,
    productPrice,
    fresh.map((entry) => ({
      productSaleElementsId: entry.saleElementId,
      currencyId,
      price: entry.price,
      promoPrice: entry.promoPrice,
      priorPrice: priorPriceOf([appliedFrom(at, entry)]),
    })),
    [productPrice.productSaleElementsId, productPrice.currencyId],
  );
  await upsertRows(
    db,
    productPriceHistory,
    fresh.map((entry) => ({
      productSaleElementsId: entry.saleElementId,
      currencyId,
      ...appliedFrom(at, entry),
    })),
    [
      productPriceHistory.productSaleElementsId,
      productPriceHistory.currencyId,
      productPriceHistory.appliedFrom,
    ],
  );
  let changed = 0;
  for (const entry of prices) {
    const before = held.get(entry.saleElementId);
    if (
      !before ||
      (Number(before.price) === entry.price &&
        Number(before.promo_price) === entry.promoPrice &&
        before.promo === entry.onPromo)
    )
      continue;
    const listPrice = before.listen_price === null ? null : Number(before.listen_price);
    await changeSaleElementPrices(db, currencyId, { ...entry, listPrice }, at);
    changed += 1;
  }
  return changed;
}
