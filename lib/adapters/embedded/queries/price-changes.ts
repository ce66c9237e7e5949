import { sql } from 'drizzle-orm';
import { historyKeptFrom, priorPriceOf, type AppliedPrice } from '../../../pricing/prior-price';
import type { ShopDatabase } from '../database';
import { refreshProductListing } from './listing-refresh';
import { selectRows } from './raw';

/** New net prices of a sale element in the default currency, as an operator or an import sets them. */
export interface SaleElementPrices {
  saleElementId: number;
  price: number;
  promoPrice: number;
  onPromo: boolean;
  listPrice: number | null;
}

interface PriceRow {
  currency_id: number;
  price: string | number;
  promo_price: string | number;
  promo: boolean;
}

interface HistoryRow {
  applied_from: Date | string;
  price: string | number;
  reduced: boolean;
}

/**
 * Sets a sale element's prices and keeps what the 30-day rule needs in the same transaction: the price applied
 * from `at` in every currency it has a row in, the prior price a reduction may be shown against, the history
 * pruned, and the listing row its price filter and sort read. False when there is no such sale element.
 */
export async function changeSaleElementPrices(
  db: ShopDatabase,
  defaultCurrencyId: number,
  prices: SaleElementPrices,
  at: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [element] = await selectRows<{ product_id: number }>(
      tx,
      sql`UPDATE product_sale_elements SET promo = ${prices.onPromo} WHERE id = ${prices.saleElementId}
        RETURNING product_id`,
    );
    if (!element) return false;
    await tx.execute(sql`UPDATE product_price SET price = ${prices.price}, promo_price = ${prices.promoPrice},
        listen_price = ${prices.listPrice}
      WHERE product_sale_elements_id = ${prices.saleElementId} AND currency_id = ${defaultCurrencyId}`);
    await recordAppliedPrices(tx, prices.saleElementId, at);
    await refreshProductListing(tx, defaultCurrencyId, [element.product_id]);
    return true;
  });
}

/** Appends the price each currency now applies, when it changed, and fixes the prior price from the history. */
async function recordAppliedPrices(tx: ShopDatabase, saleElementId: number, at: Date): Promise<void> {
  const rows = await selectRows<PriceRow>(
    tx,
    sql`SELECT pp.currency_id, pp.price, pp.promo_price, pse.promo FROM product_price pp
      JOIN product_sale_elements pse ON pse.id = pp.product_sale_elements_id
      WHERE pse.id = ${saleElementId} ORDER BY pp.currency_id FOR UPDATE OF pp`,
  );
  for (const row of rows) {
    const where = sql`product_sale_elements_id = ${saleElementId} AND currency_id = ${row.currency_id}`;
    const history = (
      await selectRows<HistoryRow>(
        tx,
        sql`SELECT applied_from, price, reduced FROM product_price_history
          WHERE ${where} AND applied_from < ${at.toISOString()} ORDER BY applied_from`,
      )
    ).map((entry): AppliedPrice => ({
      appliedFrom: new Date(entry.applied_from),
      price: Number(entry.price),
      reduced: entry.reduced,
    }));
    const regular = Number(row.price);
    const selling = row.promo ? Number(row.promo_price) : regular;
    const applied = { appliedFrom: at, price: selling, reduced: row.promo && selling < regular };
    const latest = history.at(-1);
    if (!latest || latest.price !== applied.price || latest.reduced !== applied.reduced) {
      history.push(applied);
      await tx.execute(sql`INSERT INTO product_price_history
          (product_sale_elements_id, currency_id, applied_from, price, reduced)
        VALUES (${saleElementId}, ${row.currency_id}, ${at.toISOString()}, ${applied.price}, ${applied.reduced})
        ON CONFLICT (product_sale_elements_id, currency_id, applied_from)
        DO UPDATE SET price = EXCLUDED.price, reduced = EXCLUDED.reduced`);
    }
    await tx.execute(sql`UPDATE product_price SET prior_price = ${priorPriceOf(history)} WHERE ${where}`);
    const keptFrom = historyKeptFrom(history, at).toISOString();
    await tx.execute(sql`DELETE FROM product_price_history WHERE ${where} AND applied_from <
      (SELECT max(applied_from) FROM product_price_history WHERE ${where} AND applied_from <= ${keptFrom})`);
  }
}
