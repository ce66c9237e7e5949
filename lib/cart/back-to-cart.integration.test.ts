import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient, cartOf } from '../testing/cart-requests';
import { databaseTargets } from '../testing/databases';
import { backToCartPath } from './back-to-cart';
import { signCartToken } from './cart-token';

const market = { store: 'at', language: 'de', deliveryCountryId: 13, vatMode: 'gross' } as const;
const cookieOf = (client: CartClient) => (name: string) =>
  client.cookie && name === 'sid' ? client.cookie.slice('sid='.length) : undefined;
const tokenOf = (path: string | null) => path!.slice('/back-to-cart/'.length);

describe.each(databaseTargets())('back-to-cart links on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let stocked: number[];
  let address = 0;
  const client = () => new CartClient('at.localhost:3100', `192.0.2.${(address += 1) % 250}`);

  beforeAll(async () => {
    handle = await open({ seed: 5, products: 80 });
    useStorefrontForTests(await storefrontOn(handle));
    stocked = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT pse.id FROM product_sale_elements pse JOIN product p ON p.id = pse.product_id AND p.visible
            JOIN store s ON s.code = 'at'
            WHERE pse.quantity >= 20 AND p.min_quantity = 1 AND p.order_multiple = 1
              AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
            ORDER BY pse.id LIMIT 3`,
      )
    ).map((row) => row.id);
  }, 120_000);

  afterAll(async () => {
    useStorefrontForTests(null);
    await handle?.dispose();
  }, 30_000);

  async function sharedCart() {
    const owner = client();
    cartOf(await owner.send({ action: 'add', saleElementId: stocked[0], quantity: 2 }));
    cartOf(await owner.send({ action: 'add', saleElementId: stocked[1], quantity: 1 }));
    return { owner, token: tokenOf(await backToCartPath(cookieOf(owner), market, '')) };
  }

  it('gives no link without a cart', async () => {
    expect(await backToCartPath(cookieOf(client()), market, '')).toBeNull();
  });

  it('brings the cart into a fresh browser, with a session of its own, and twice changes nothing', async () => {
    const { owner, token } = await sharedCart();
    const visitor = client();
    const opened = await visitor.open(token);
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/cart?notice=cart.restored&quantity=2');
    expect(visitor.cookie).not.toBeNull();
    expect(visitor.cookie).not.toBe(owner.cookie);
    const lines = () =>
      visitor
        .read()
        .then((answer) => cartOf(answer).lines.map((line) => [line.saleElementId, line.quantity]));
    expect(await lines()).toEqual([
      [stocked[0], 2],
      [stocked[1], 1],
    ]);
    expect((await visitor.open(token)).location).toBe('/cart?notice=cart.restored&quantity=0');
    expect(await lines()).toHaveLength(2);
    // The two carts are apart: changing one leaves the other.
    cartOf(await visitor.send({ action: 'clear' }));
    expect(cartOf(await owner.read()).count).toBe(3);
  });

  it('adds to the cart a visitor already has', async () => {
    const { token } = await sharedCart();
    const visitor = client();
    cartOf(await visitor.send({ action: 'add', saleElementId: stocked[2], quantity: 1 }));
    cartOf(await visitor.send({ action: 'add', saleElementId: stocked[0], quantity: 5 }));
    await visitor.open(token);
    const cart = cartOf(await visitor.read());
    expect(cart.lines.map((line) => [line.saleElementId, line.quantity]).sort()).toEqual(
      [
        [stocked[2], 1],
        [stocked[0], 5],
        [stocked[1], 1],
      ].sort(),
    );
  });

  it('says a tampered, foreign or expired link is no good and leaves the cart as it was', async () => {
    const { token } = await sharedCart();
    const visitor = client();
    cartOf(await visitor.send({ action: 'add', saleElementId: stocked[2], quantity: 1 }));
    const [payload, signature] = token.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ c: 1, s: 'at', e: 2_000_000_000 })).toString('base64url')}.${signature}`;
    expect((await visitor.open(tampered)).location).toBe('/cart?error=cart.linkInvalid');
    expect((await visitor.open(`${payload}.${signature}x`)).location).toBe('/cart?error=cart.linkInvalid');
    expect((await visitor.open(token, 'ro-ro-146-gross')).location).toBe('/cart?error=cart.linkInvalid');
    const expired = signCartToken(
      { cartId: 1, store: 'at', expiresAt: new Date(Date.now() - 1_000) },
      process.env.SESSION_SECRET ?? 'unused',
    );
    const answer = await visitor.open(expired);
    expect(answer.location).toMatch(/^\/cart\?error=cart\.(linkExpired|linkInvalid)$/);
    expect(cartOf(await visitor.read()).lines.map((line) => line.saleElementId)).toEqual([stocked[2]]);
  });

  it('signs with a key derived from SESSION_SECRET when set, so a link made with it reads as expired, not forged', async () => {
    process.env.SESSION_SECRET = 'integration-test-secret-0123456789abcdef';
    jest.resetModules();
    const { restoreCart } = await import('./back-to-cart');
    const backToCartKey = createHmac('sha256', process.env.SESSION_SECRET)
      .update('back-to-cart')
      .digest('base64url');
    const expired = signCartToken(
      { cartId: 1, store: 'at', expiresAt: new Date(Date.now() - 1_000) },
      backToCartKey,
    );
    const outcome = await restoreCart({ cookie: () => undefined, address: '192.0.2.250' }, market, expired);
    expect(outcome).toEqual({ ok: false, error: { code: 'cart.linkExpired' } });
    delete process.env.SESSION_SECRET;
  });
});
