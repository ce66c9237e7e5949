/**
 * npm run price:set -- SIN-000012-1 --price 499.90 [--promo-price 399.90] [--list-price 599.00]
 * Sets a sale element's net prices in euro (promotion on with --promo-price, off without; the recommended retail
 * price kept unless given, removed with --list-price none), keeping the price history the 30-day rule reads.
 * Then tell running servers: npm run revalidate -- --tag product:<id>.
 */
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { openShopDatabase } from './shop-database';
import { changeSaleElementPrices } from '../lib/adapters/embedded/queries/price-changes';
import { selectRows } from '../lib/adapters/embedded/queries/raw';

function cents(value: string, option: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    throw new Error(`--${option} wants a net amount in euro, like 499.90`);
  return Math.round(Number(value) * 100);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      price: { type: 'string' },
      'promo-price': { type: 'string' },
      'list-price': { type: 'string' },
    },
  });
  const [ref] = positionals;
  if (!ref || positionals.length > 1 || !values.price)
    throw new Error('Name one sale element reference and its --price.');
  const config = env();
  const handle = await openShopDatabase(config);
  try {
    const [element] = await selectRows<{
      id: number;
      product_id: number;
      listen_price: string | null;
      currency_id: number;
    }>(
      handle.db,
      sql`SELECT pse.id, pse.product_id, pp.listen_price, c.id AS currency_id FROM product_sale_elements pse
        JOIN currency c ON c.by_default
        JOIN product_price pp ON pp.product_sale_elements_id = pse.id AND pp.currency_id = c.id
        WHERE pse.ref = ${ref}`,
    );
    if (!element) throw new Error(`No sale element has the reference ${ref}.`);
    const price = cents(values.price, 'price');
    const promoPrice = values['promo-price'] ? cents(values['promo-price'], 'promo-price') : price;
    const listOption = values['list-price'];
    const listPrice =
      listOption === undefined
        ? element.listen_price === null
          ? null
          : Number(element.listen_price)
        : listOption === 'none'
          ? null
          : cents(listOption, 'list-price');
    await changeSaleElementPrices(handle.db, element.currency_id, {
      saleElementId: element.id,
      price,
      promoPrice,
      onPromo: values['promo-price'] !== undefined,
      listPrice,
    });
    console.log(
      `${ref}: prices set. Revalidate running servers: npm run revalidate -- --tag product:${element.product_id}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exitCode = 1;
});
