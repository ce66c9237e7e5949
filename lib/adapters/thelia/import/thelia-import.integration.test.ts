import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/adapters/embedded/database';
import { createEmbeddedBackend } from '@/lib/adapters/embedded/index';
import { selectRows } from '@/lib/adapters/embedded/queries/raw';
import type { ShopBackend } from '@/lib/shop/backend';
import { databaseTargets } from '@/lib/testing/databases';
import { prepaidOrder, soldLine } from '@/lib/testing/order-fixtures';
import { startFakeThelia, type FakeThelia } from '@/lib/testing/fake-thelia/fake-thelia-server';
import { TheliaUnavailable } from '../thelia-client';
import { TheliaImportRefused } from './index-frame';
import { importTheliaCatalogue, type TheliaImportResult } from './thelia-import';

/**
 * The importer against the local stand-in of Thelia's OpenApi module, into the storefront's own shop frame (the
 * seed with no products): what it writes, read back through the embedded backend (its catalogue contract runs in
 * ../thelia.contract.integration.test.ts), and
 * what a second import, a product gone from Thelia and Thelia going down do to the index.
 */

const DAY = 86_400_000;
const PAGE = 7;

/** What a failed import must leave as it was. */
async function indexState(handle: DatabaseHandle) {
  const [row] = await selectRows<Record<string, string | number>>(
    handle.db,
    sql`SELECT (SELECT count(*) FROM product WHERE visible)::int AS shown,
      (SELECT count(*) FROM rewriting_url)::int AS addresses,
      (SELECT count(*) FROM product_listing)::int AS listed,
      (SELECT price FROM product_price WHERE product_sale_elements_id = 21)::int AS thermostat`,
  );
  return row;
}

describe.each(databaseTargets())('the Thelia import on $name', (target) => {
  if (target.skip) {
    it.skip(`skipped: ${target.skip}`, () => undefined);
    return;
  }
  let thelia: FakeThelia;
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let shop: ShopBackend;
  let first: TheliaImportResult;
  let day = Date.now();
  const runImport = (fetchImpl?: typeof fetch) =>
    importTheliaCatalogue(handle.db, {
      thelia: { baseUrl: thelia.baseUrl, fetch: fetchImpl },
      pageSize: PAGE,
      now: new Date((day += DAY)),
    });

  beforeAll(async () => {
    [thelia, handle] = await Promise.all([
      startFakeThelia({ extraProducts: 30 }),
      target.open({ seed: 7, products: 0 }),
    ]);
    first = await runImport();
    shop = await createEmbeddedBackend(handle);
  }, 180_000);
  afterAll(async () => {
    await thelia?.close();
    await handle?.dispose();
  }, 30_000);

  it('takes every category, brand, product and sale element of Thelia, shown or not', () => {
    const products = thelia.world.catalogue.products;
    expect(first).toMatchObject({
      firstImport: true,
      categories: 2,
      brands: 1,
      products: products.length,
      visibleProducts: products.filter((product) => product.visible).length,
      saleElements: products.flatMap((product) => product.productSaleElements ?? []).length,
      priceChanges: 0,
      unpricedSaleElements: 0,
      // The stand-in, like a Thelia without Romanian, answers ro_RO in its default language.
      substitutedLocales: [{ asked: 'ro_RO', answered: 'de_DE' }],
    });
  });

  it('serves a product under Thelia’s ids, with its texts, address, net price and stock', async () => {
    const product = await shop.getProduct(1, 'de');
    expect(product).toMatchObject({
      id: 1,
      title: 'Waschtisch Linea 60 cm',
      url: 'waschtisch-linea-60.html',
    });
    expect((await shop.getProduct(1, 'en'))?.title).toBe('Washbasin Linea 60 cm');
    expect((await shop.getProduct(1, 'ro'))?.title).toBe('Waschtisch Linea 60 cm');
    expect(
      product!.saleElements.map(({ id, stock, isDefault, colour, prices }) => ({
        id,
        stock,
        isDefault,
        colour: colour?.title,
        price: prices.price,
      })),
    ).toEqual([
      { id: 11, stock: 12, isDefault: true, colour: 'Weiß', price: 10_000 },
      { id: 12, stock: 3, isDefault: false, colour: 'Schwarz', price: 12_000 },
    ]);
    expect(await shop.resolveUrl('waschtisch-linea-60.html', 'de')).toEqual({
      kind: 'current',
      view: 'product',
      viewId: 1,
    });
    const thermostat = await shop.getOrderableSaleElement(21);
    expect(thermostat?.prices).toMatchObject({ price: 2_500, promoPrice: 2_000, onPromo: true });
  });

  it('files categories and brands under Thelia’s ids, and lists the top categories in the menus', async () => {
    expect((await shop.getCategory(1, 'en'))?.title).toBe('Bathroom');
    expect(await shop.resolveUrl('heizung.html', 'de')).toMatchObject({ view: 'category', viewId: 2 });
    // Thelia's module sends no brand URL: the brand's is made from its name.
    expect(await shop.resolveUrl('aqualine.html', 'en')).toMatchObject({ view: 'brand', viewId: 1 });
    expect((await shop.getMenu('at', 'de')).categoryIds).toEqual([1, 2]);
    expect((await shop.listBrands('de')).map((brand) => brand.id)).toEqual([1]);
  });

  it('takes the demo’s coupons away: nobody redeems WILLKOMMEN10 on a real shop', async () => {
    expect(await shop.findCoupon('WILLKOMMEN10')).toBeNull();
    expect(await shop.findCoupon('BAD20')).toBeNull();
  });

  it('gives a sale element whose reference another one has already a unique one', async () => {
    const copy = await shop.getProduct(100, 'de');
    expect(copy?.saleElements.map((element) => [element.id, element.ref])).toEqual([[1000, 'BR-300-1000']]);
    expect((await shop.getProduct(3, 'de'))?.saleElements[0]?.ref).toBe('BR-300');
  });

  it('imports again in place: nothing changes when Thelia did not, a changed price is recorded', async () => {
    const before = await indexState(handle);
    const again = await runImport();
    expect(again).toMatchObject({ firstImport: false, priceChanges: 0, hidden: { products: 0 } });
    expect(await indexState(handle)).toEqual(before);

    const washbasin = thelia.world.catalogue.products.find((product) => product.id === 1)!;
    washbasin.productSaleElements![0]!.price = { untaxed: 89.9, taxed: 106.98 };
    expect(await runImport()).toMatchObject({ priceChanges: 1 });
    expect((await shop.getOrderableSaleElement(11))?.prices.price).toBe(8_990);
    const history = await selectRows<{ price: number }>(
      handle.db,
      sql`SELECT price::int FROM product_price_history WHERE product_sale_elements_id = 11 ORDER BY applied_from`,
    );
    expect(history.map((entry) => entry.price)).toEqual([10_000, 8_990]);
  });

  it('hides no product Thelia’s unstable paging skipped, and moves no reference between tied products', async () => {
    const refs = async () =>
      selectRows<{ id: number; ref: string }>(
        handle.db,
        sql`SELECT id, ref FROM product_sale_elements WHERE id = 31 OR id >= 1000 ORDER BY id`,
      );
    const before = await indexState(handle);
    const refsBefore = await refs();
    expect(refsBefore.slice(0, 2)).toEqual([
      { id: 31, ref: 'BR-300' },
      { id: 1000, ref: 'BR-300-1000' },
    ]);
    // The shower head and its copies share one `created`: each page comes in another order, so paging by
    // offset skips some of them (the shower head among them) and gives others twice.
    thelia.world.catalogue.unstableTies = true;
    try {
      const again = await runImport();
      expect(again.rereadProducts).toBeGreaterThan(0);
      expect(again).toMatchObject({
        products: thelia.world.catalogue.products.length,
        hidden: { products: 0 },
      });
    } finally {
      thelia.world.catalogue.unstableTies = false;
    }
    expect(await indexState(handle)).toEqual(before);
    expect(await refs()).toEqual(refsBefore);
  });

  it('keeps the units of the storefront’s orders Thelia has not taken yet off Thelia’s stock', async () => {
    const stock = async (id: number) => {
      const [row] = await selectRows<{ quantity: number }>(
        handle.db,
        sql`SELECT quantity FROM product_sale_elements WHERE id = ${id}`,
      );
      return row?.quantity;
    };
    const [cart] = await selectRows<{ id: number }>(
      handle.db,
      sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at'
          RETURNING id`,
    );
    expect(await stock(11)).toBe(12);
    const placement = await shop.placeOrder(
      prepaidOrder(cart!.id, { lines: [soldLine(2, { saleElementId: 11, productId: 1 })] }),
    );
    if (placement.kind !== 'placed') throw new Error(`not placed: ${placement.kind}`);
    expect(await stock(11)).toBe(10);

    // Not forwarded yet (no outbox row, then a pending one): Thelia still counts 12, the index keeps 10.
    expect(await runImport()).toMatchObject({ stockHeldBack: 1 });
    expect(await stock(11)).toBe(10);
    await handle.db.execute(
      sql`INSERT INTO thelia_order_forwarding (order_id, state) VALUES (${placement.order.id}, 'pending')`,
    );
    await runImport();
    expect(await stock(11)).toBe(10);
    // Never below nothing: Thelia with less than the order's units left gives 0.
    const washbasin = thelia.world.catalogue.products.find((product) => product.id === 1)!;
    washbasin.productSaleElements![0]!.quantity = 1;
    await runImport();
    expect(await stock(11)).toBe(0);

    // Forwarded: Thelia's figure has the order in it and is taken as it is.
    washbasin.productSaleElements![0]!.quantity = 9;
    await handle.db.execute(
      sql`UPDATE thelia_order_forwarding SET state = 'forwarded' WHERE order_id = ${placement.order.id}`,
    );
    expect(await runImport()).toMatchObject({ stockHeldBack: 0 });
    expect(await stock(11)).toBe(9);
    washbasin.productSaleElements![0]!.quantity = 12;
  });

  it('hides a product Thelia no longer has, keeping it and its address', async () => {
    const products = thelia.world.catalogue.products;
    const index = products.findIndex((product) => product.id === 2);
    const [removed] = products.splice(index, 1);
    try {
      expect((await runImport()).hidden.products).toBe(1);
      expect(await shop.getProduct(2, 'de')).toBeNull();
      const [row] = await selectRows<{ visible: boolean }>(
        handle.db,
        sql`SELECT visible FROM product WHERE id = 2`,
      );
      expect(row).toEqual({ visible: false });
      expect(await shop.resolveUrl('heizkoerperthermostat-klick.html', 'de')).toMatchObject({ viewId: 2 });
    } finally {
      products.splice(index, 0, removed!);
    }
  });

  it('fails with TheliaUnavailable when Thelia is down, from the start or midway, leaving the index as it was', async () => {
    thelia.world.catalogue.products.find((product) => product.id === 2)!.productSaleElements![0]!.price = {
      untaxed: 30,
      taxed: 36,
    };
    const before = await indexState(handle);
    thelia.down('error');
    await expect(runImport()).rejects.toBeInstanceOf(TheliaUnavailable);
    thelia.up();
    // A page is asked in German, then in English and Romanian: Thelia goes away on the second page, after the
    // first one (with the thermostat's new price) was read; nothing is written before everything is read.
    let productSearches = 0;
    const failingMidway: typeof fetch = (input, init) => {
      if (String(input).includes('/product/search') && ++productSearches === 6) thelia.down('close');
      return fetch(input, init);
    };
    try {
      await expect(runImport(failingMidway)).rejects.toBeInstanceOf(TheliaUnavailable);
    } finally {
      thelia.up();
    }
    expect(productSearches).toBe(6);
    expect(await indexState(handle)).toEqual(before);
    // Thelia back, the import that failed twice goes through and takes the new price.
    await runImport();
    expect((await shop.getOrderableSaleElement(21))?.prices.price).toBe(3_000);
  });

  it('refuses a database without the shop frame', async () => {
    const empty = await target.open();
    try {
      await expect(
        importTheliaCatalogue(empty.db, { thelia: { baseUrl: thelia.baseUrl } }),
      ).rejects.toBeInstanceOf(TheliaImportRefused);
    } finally {
      await empty.dispose();
    }
  });
});
