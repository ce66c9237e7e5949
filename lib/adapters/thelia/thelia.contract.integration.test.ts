import type { ShopBackend } from '../../shop/backend';
import { cartAdder, cartOf, describeCartBackend } from '../../testing/contract/cart-backend.contract';
import {
  describeCatalogBackend,
  type ContractSubject,
} from '../../testing/contract/catalog-backend.contract';
import { describeCustomerBackend } from '../../testing/contract/customer-backend.contract';
import { describeOrderBackend } from '../../testing/contract/order-backend.contract';
import { databaseTargets, type DatabaseTarget } from '../../testing/databases';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import { theliaUnderTest, type TheliaUnderTest } from '../../testing/thelia-under-test';
import { importTheliaCatalogue } from './import/thelia-import';
import { createTheliaBackend } from './index';

/**
 * SHOP_BACKEND=thelia's backend keeps the same port contracts as the embedded one: the catalogue on the index
 * imported from Thelia, carts at Thelia, the storefront's accounts and order book. Against the local stand-in, or a
 * real Thelia's test install with THELIA_TEST_URL (README "Running on a Thelia shop").
 */

interface Opened {
  thelia: TheliaUnderTest;
  handle: Awaited<ReturnType<DatabaseTarget['open']>>;
  shop: ShopBackend;
}

/** One Thelia and one imported index per target for every contract, closed once all of them ran. */
function sharedShop(target: DatabaseTarget) {
  let opened: Promise<Opened> | null = null;
  const open = () =>
    (opened ??= (async () => {
      const [thelia, handle] = await Promise.all([theliaUnderTest(), target.open({ seed: 7, products: 0 })]);
      await importTheliaCatalogue(handle.db, { thelia: { baseUrl: thelia.baseUrl } });
      const { shop } = await createTheliaBackend(handle, {
        THELIA_URL: thelia.baseUrl,
        THELIA_PAYMENT_MODULE_ID: 20,
        THELIA_DELIVERY_MODULES: new Map([[77, 10]]),
        THELIA_LANGUAGE_IDS: { de: 1, ro: 2, en: 3 },
        SESSION_SECRET: 'the-contract-session-secret-of-32-characters',
      });
      return { thelia, handle, shop };
    })());
  return {
    take: async <T>(subject: (opened: Opened) => T): Promise<ContractSubject<T>> => ({
      subject: subject(await open()),
      dispose: async () => undefined,
    }),
    close: async () => {
      const held = await opened;
      await held?.handle.dispose();
      await held?.thelia.close();
    },
  };
}

describe.each(databaseTargets())('the Thelia backend keeps the port’s contracts on $name', (target) => {
  if (target.skip) {
    it.skip(`skipped: ${target.skip}`, () => undefined);
    return;
  }
  const { take, close } = sharedShop(target);
  afterAll(close, 30_000);
  describeCatalogBackend(`Thelia's index on ${target.name}`, () => take(({ shop }) => shop));
  describeCartBackend(`Thelia on ${target.name}`, () =>
    take(({ shop }) => ({ carts: shop, catalog: shop, customers: shop })),
  );
  describeCustomerBackend(`Thelia on ${target.name}`, () => take(({ shop }) => shop));
  describeOrderBackend(`Thelia on ${target.name}`, () =>
    take(({ shop }) => ({ orders: shop, catalog: shop, carts: shop, customers: shop })),
  );

  it('takes an offline order’s lines out of the cart kept at Thelia', async () => {
    const { subject: shop } = await take(({ shop }) => shop);
    const [product] = (await shop.listProducts({ language: 'de', limit: 1, sort: 'sales' })).items;
    const line = { saleElementId: product!.defaultSaleElement.id, productId: product!.id };
    const cart = cartOf(await cartAdder(shop)({ saleElementId: line.saleElementId }));
    const placement = await shop.placeOrder(
      prepaidOrder(cart.id, { lines: [soldLine(1, line)], emptyCart: true }),
    );
    expect(placement.kind).toBe('placed');
    expect((await shop.getCart(cart.id, 'de'))?.lines).toEqual([]);
  });
});
