import { sql } from 'drizzle-orm';
import { orderStatuses } from '../../shop/order-types';
import { cartAdder, cartOf, describeCartBackend } from '../../testing/contract/cart-backend.contract';
import {
  describeCatalogBackend,
  type ContractSubject,
} from '../../testing/contract/catalog-backend.contract';
import { describeCustomerBackend } from '../../testing/contract/customer-backend.contract';
import { describeOrderBackend } from '../../testing/contract/order-backend.contract';
import { describeStorefrontStores } from '../../testing/contract/storefront-stores.contract';
import { databaseTargets, type DatabaseTarget } from '../../testing/databases';
import { prepaidOrder, soldLine } from '../../testing/order-fixtures';
import type { ShopBackend } from '../../shop/backend';
import { embeddedConfirmationLeases } from './confirmation-leases';
import type { DatabaseHandle } from './database';
import { createEmbeddedBackend } from './index';
import { embeddedPaymentEvents } from './payment-events';
import { embeddedEFacturaOutbox } from './efactura-outbox';

interface Opened {
  handle: DatabaseHandle & { dispose(): Promise<void> };
  shop: ShopBackend;
}

/**
 * One seeded database per target for every contract: each contract's `make` takes it, and the target's own
 * afterAll closes it once every contract ran.
 */
function sharedShop(target: DatabaseTarget) {
  let opened: Promise<Opened> | null = null;
  const open = () =>
    (opened ??= (async () => {
      const handle = await target.open({ seed: 11, products: 120 });
      return { handle, shop: await createEmbeddedBackend(handle) };
    })());
  return {
    take: async <T>(subject: (opened: Opened) => T): Promise<ContractSubject<T>> => ({
      subject: subject(await open()),
      dispose: async () => undefined,
    }),
    close: async () => (await opened)?.handle.dispose(),
  };
}

describe.each(databaseTargets())('the embedded adapter keeps the port’s contracts on $name', (target) => {
  if (target.skip) {
    it.skip(`skipped: ${target.skip}`, () => undefined);
    return;
  }
  const { take, close } = sharedShop(target);
  afterAll(close, 30_000);
  describeCatalogBackend(target.name, () => take(({ shop }) => shop));
  describeCartBackend(target.name, () =>
    take(({ shop }) => ({ carts: shop, catalog: shop, customers: shop })),
  );
  describeCustomerBackend(target.name, () => take(({ shop }) => shop));
  describeOrderBackend(target.name, () =>
    take(({ shop }) => ({ orders: shop, catalog: shop, carts: shop, customers: shop })),
  );
  describeStorefrontStores(target.name, () =>
    take(({ handle, shop }) => ({
      paymentEvents: embeddedPaymentEvents(handle.db),
      leases: embeddedConfirmationLeases(handle.db),
      eFactura: embeddedEFacturaOutbox(handle.db),
      cancelOrder: async (orderId) => {
        if (!(await shop.cancelOrder(orderId, 'customer', ['notPaid']))) throw new Error('not cancelled');
      },
      cancelWithoutCreditNote: async (orderId) => {
        await handle.db.execute(
          sql`UPDATE "order" SET status_id = ${orderStatuses.cancelled} WHERE id = ${orderId}`,
        );
      },
      documentsOf: async (orderId) => {
        const order = await shop.getOrder(orderId);
        return { invoiceRef: order?.invoiceRef ?? null, creditNoteRef: order?.creditNoteRef ?? null };
      },
      newOrderId: async (store = 'at') => {
        const [product] = (await shop.listProducts({ language: 'de', limit: 1, sort: 'sales' })).items;
        const line = { saleElementId: product!.defaultSaleElement.id, productId: product!.id };
        const cart = cartOf(await cartAdder(shop)({ saleElementId: line.saleElementId }));
        const placement = await shop.placeOrder(prepaidOrder(cart.id, { store, lines: [soldLine(1, line)] }));
        if (placement.kind !== 'placed') throw new Error(placement.kind);
        return placement.order.id;
      },
    })),
  );
});
