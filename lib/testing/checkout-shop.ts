import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
// Not a React hook, whatever its name says: it swaps the storefront the handlers use.
import { storefrontOn, useStorefrontForTests as setStorefront } from '../storefront';
import { CartClient, type CartAnswer } from './cart-requests';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { checkoutBody, sendCheckout, shownTotal, solvedCaptcha } from './checkout-requests';
import type { DatabaseTarget } from './databases';

export const dataOf = (answer: CartAnswer) =>
  (answer.body as unknown as { ok: true; data: { next: string; order: { ref: string } } }).data;
export const errorOf = (answer: CartAnswer) =>
  (answer.body as unknown as { ok: false; error: { code: string; fields?: string[] } }).error;

export interface OrderRow {
  id: number;
  status_id: number;
  total_gross: string;
  customer_id: number | null;
  payment_reference: string | null;
  amount_mismatch: boolean;
  invoice_ref: string | null;
}

/**
 * The checkout's handler tests' shop, on a copy of the 80-product catalogue of seed 11: four plain goods with stock to spare,
 * guests with a cart, a full checkout submit, and the order and stock as the database holds them.
 */
async function checkoutShop(handle: DatabaseHandle) {
  setStorefront(await storefrontOn(handle));
  const goods = (
    await selectRows<{ id: number }>(
      handle.db,
      sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
          LEFT JOIN store s ON s.code = 'at'
          WHERE p.kind = 'goods' AND p.min_quantity = 1 AND p.order_multiple = 1 AND pse.stock_policy = 'stock'
            AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
            AND NOT EXISTS (SELECT 1 FROM product_undeliverable_country c WHERE c.product_id = p.id)
            AND NOT EXISTS (SELECT 1 FROM product_associated_keyword pak JOIN associated_keyword ak
              ON ak.id = pak.keyword_id WHERE pak.product_id = p.id AND ak.code = 'freight')
          ORDER BY pse.id LIMIT 4`,
    )
  ).map((row) => row.id);
  for (const id of goods)
    await handle.db.execute(sql`UPDATE product_sale_elements SET quantity = 10000 WHERE id = ${id}`);
  let address = 0;

  /** A guest with one line in the cart, as after "add to cart"; each from an address of its own. */
  async function shopperWithCart(saleElementId = goods[0]!, quantity = 1): Promise<CartClient> {
    const shopper = new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);
    const added = await shopper.send({ action: 'add', saleElementId, quantity, language: 'de' });
    if (added.status !== 200) throw new Error(`adding to the cart failed: ${JSON.stringify(added.body)}`);
    return shopper;
  }

  /** The whole submit as the page makes it: the total it shows, a solved captcha, the fields given. */
  async function placeAs(shopper: CartClient, fields: Record<string, unknown> = {}) {
    const total = await shownTotal(shopper, fields);
    return sendCheckout(
      shopper,
      checkoutBody({ shownTotal: total, captcha_payload: await solvedCaptcha(), ...fields }),
    );
  }

  const orderOf = async (ref: string): Promise<OrderRow> =>
    (
      await selectRows<OrderRow>(
        handle.db,
        sql`SELECT id, status_id, total_gross, customer_id, payment_reference, amount_mismatch, invoice_ref
            FROM "order" WHERE ref = ${ref}`,
      )
    )[0]!;
  const stockOf = async (id: number) =>
    (
      await selectRows<{ quantity: number }>(
        handle.db,
        sql`SELECT quantity FROM product_sale_elements WHERE id = ${id}`,
      )
    )[0]!.quantity;

  return { goods, shopperWithCart, placeAs, orderOf, stockOf };
}

/**
 * The services a checkout suite's handlers talk to: the Stripe stand-in and a real SMTP server, set in the
 * environment before the first handler reads it (lib/env reads once). Registers its own beforeAll and afterAll.
 */
export function paymentServicesForSuite(): { stripe: FakeStripe; sink: SmtpSink } {
  const services = {} as { stripe: FakeStripe; sink: SmtpSink };
  beforeAll(async () => {
    [services.stripe, services.sink] = await Promise.all([startFakeStripe(), startSmtpSink()]);
    process.env.STRIPE_SECRET_KEY = services.stripe.config.secretKey;
    process.env.STRIPE_WEBHOOK_SECRET = services.stripe.config.webhookSecret;
    process.env.STRIPE_API_BASE = services.stripe.config.apiBase;
    process.env.SMTP_URL = services.sink.url;
  });
  afterAll(async () => {
    await Promise.all([services.stripe?.close(), services.sink?.close()]);
  });
  return services;
}

/**
 * A suite of checkout handler tests on one database: the seeded shop from checkoutShop, opened before the tests
 * and closed after them.
 */
export function checkoutShopForSuite(open: DatabaseTarget['open']) {
  const suite = {} as {
    handle: DatabaseHandle & { dispose(): Promise<void> };
    shop: Awaited<ReturnType<typeof checkoutShop>>;
  };
  beforeAll(async () => {
    suite.handle = await open({ seed: 11, products: 80 });
    suite.shop = await checkoutShop(suite.handle);
  }, 120_000);
  afterAll(async () => {
    setStorefront(null);
    await suite.handle?.dispose();
  }, 30_000);
  return suite;
}
