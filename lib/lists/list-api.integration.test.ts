import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { storefrontOn, useStorefrontForTests } from '../storefront';
import { CartClient } from '../testing/cart-requests';
import { databaseTargets } from '../testing/databases';
import { listHandlers } from '../testing/list-requests';

const { compare, lists, wishlist } = listHandlers;

const json = (body: unknown) => [JSON.stringify(body), { 'content-type': 'application/json' }] as const;
const form = (fields: Record<string, string>) =>
  [new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' }] as const;

describe.each(databaseTargets())('POST /api/wishlist and /api/compare on $name', ({ open, skip }) => {
  if (skip) {
    it.skip(`skipped: ${skip}`, () => undefined);
    return;
  }
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let products: number[];
  let address = 0;
  const client = () => new CartClient('at.localhost:3100', `198.51.100.${(address += 1) % 250}`);
  const listsOf = async (shopper: CartClient) =>
    (await (await shopper.fetch(lists, '/api/lists')).json()).data.lists as Record<string, number[]>;

  beforeAll(async () => {
    handle = await open({ seed: 11, products: 150 });
    useStorefrontForTests(await storefrontOn(handle));
    products = (
      await selectRows<{ id: number }>(
        handle.db,
        sql`SELECT p.id FROM product p JOIN product_sale_elements pse ON pse.product_id = p.id AND pse.is_default
            LEFT JOIN store s ON s.code = 'at'
            WHERE p.visible AND p.kind = 'goods' AND pse.quantity >= 40
              AND NOT coalesce(s.locale_config->'price_request_product_ids' @> to_jsonb(p.id), false)
            ORDER BY p.id LIMIT 6`,
      )
    ).map((row) => Number(row.id));
    expect(products).toHaveLength(6);
  }, 180_000);

  afterAll(async () => {
    await handle?.dispose();
  }, 30_000);

  it('toggles a product on and off the wishlist as JSON, in an httpOnly session made on the first add', async () => {
    const shopper = client();
    expect(await listsOf(shopper)).toEqual({ wishlist: [], compare: [] });
    const on = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...json({ action: 'toggle', productId: products[0] }),
    );
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      ok: true,
      data: { kind: 'wishlist', productIds: [products[0]], notice: { code: 'addedToWishlist' } },
    });
    expect(on.setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};.*HttpOnly/i);
    const off = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...json({ action: 'toggle', productId: products[0] }),
    );
    expect(off.body).toMatchObject({ data: { productIds: [], notice: { code: 'removedFromWishlist' } } });
    expect(off.setCookie).toBeNull();
  });

  it('answers a plain form with 303 to the list page, the outcome and the way back', async () => {
    const shopper = client();
    const added = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...form({ action: 'toggle', productId: String(products[1]), language: 'de' }),
    );
    expect(added.status).toBe(303);
    expect(added.location).toBe('/wishlist?notice=addedToWishlist&from=%2F');
    const refused = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...form({ action: 'toggle', productId: 'x' }),
    );
    expect(refused.location).toBe('/wishlist?error=lists.invalid&from=%2F');
  });

  it('refuses a fifth product to compare, as JSON and as a form, and keeps the four', async () => {
    const shopper = client();
    for (const productId of products.slice(0, 4))
      expect(
        (await shopper.post(compare, '/api/compare', ...json({ action: 'add', productId }))).status,
      ).toBe(200);
    const fifth = await shopper.post(
      compare,
      '/api/compare',
      ...json({ action: 'add', productId: products[4] }),
    );
    expect(fifth.status).toBe(409);
    expect(fifth.body).toEqual({ ok: false, error: { code: 'lists.compareFull', values: { limit: 4 } } });
    const asForm = await shopper.post(
      compare,
      '/api/compare',
      ...form({ action: 'add', productId: String(products[4]) }),
    );
    expect(asForm.location).toBe('/compare?error=lists.compareFull&limit=4&from=%2F');
    expect((await listsOf(shopper)).compare).toEqual(products.slice(0, 4));
    const move = await shopper.post(
      compare,
      '/api/compare',
      ...json({ action: 'moveToCart', productId: products[0] }),
    );
    expect(move.status).toBe(422);
  });

  it('moves a wishlist product into the cart and off the list', async () => {
    const shopper = client();
    await shopper.post(wishlist, '/api/wishlist', ...json({ action: 'add', productId: products[2] }));
    const moved = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...json({ action: 'moveToCart', productId: products[2] }),
    );
    expect(moved.body).toMatchObject({ ok: true, data: { productIds: [], notice: { code: 'movedToCart' } } });
    const cart = await shopper.read('de');
    expect(cart.body).toMatchObject({ ok: true });
    const lines = cart.body?.ok ? cart.body.data.cart.lines : [];
    expect(lines.map((line) => line.productId)).toEqual([products[2]]);
    const again = await shopper.post(
      wishlist,
      '/api/wishlist',
      ...json({ action: 'moveToCart', productId: products[2] }),
    );
    expect(again.body).toEqual({ ok: false, error: { code: 'lists.notOnList' } });
  });

  it('refuses another site’s request and never reads an owner from the request', async () => {
    const shopper = client();
    const crossSite = await shopper.post(
      wishlist,
      '/api/wishlist',
      form({ action: 'add', productId: String(products[3]) })[0],
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await listsOf(shopper)).toEqual({ wishlist: [], compare: [] });
    const owner = client();
    await owner.post(wishlist, '/api/wishlist', ...json({ action: 'add', productId: products[3] }));
    const intruder = client();
    const cleared = await intruder.post(
      wishlist,
      '/api/wishlist',
      ...json({ action: 'clear', customerId: 1, sessionHash: owner.cookie }),
    );
    expect(cleared.status).toBe(200);
    expect((await listsOf(owner)).wishlist).toEqual([products[3]]);
  });

  it('counts list changes per client address and answers the 121st in a minute with 429', async () => {
    const shopper = client();
    let last = null;
    for (let change = 0; change < 121; change += 1)
      last = await shopper.post(
        compare,
        '/api/compare',
        ...json({ action: 'toggle', productId: products[5] }),
      );
    expect(last!.status).toBe(429);
    expect(last!.body).toMatchObject({ ok: false, error: { code: 'request.tooMany' } });
  });
});
