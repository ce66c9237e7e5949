import { randomBytes } from 'node:crypto';
import type { CartBackend } from '../../shop/cart-backend';
import type { CatalogBackend } from '../../shop/catalog-backend';
import type { CustomerBackend } from '../../shop/customer-backend';
import type { OrderBackend } from '../../shop/order-backend';
import type { NewOrder, Order } from '../../shop/order-types';
import { prepaidOrder, soldLine } from '../order-fixtures';
import { cartAdder, cartOf } from './cart-backend.contract';
import type { ContractSubject } from './catalog-backend.contract';

export interface OrderContractBackends {
  orders: OrderBackend;
  /** Where the suite finds goods with their stock, and the delivery module an order names. */
  catalog: CatalogBackend;
  /** Where it gets a cart for an order to come from. */
  carts: CartBackend;
  /** Where it finds a customer whose orders it lists. */
  customers: CustomerBackend;
}

/**
 * What every order backend must do, through the port alone (docs/architecture.md "Orders", "Payments"): an order
 * placed in one transaction that takes its stock or nothing, once per checkout key; cancelled once from the
 * statuses asked, its stock given back; a card order's open payment page kept from a customer's cancel; a
 * provider's report that marks an order paid once and flags another amount.
 */
export function describeOrderBackend(
  name: string,
  make: () => Promise<ContractSubject<OrderContractBackends>>,
): void {
  describe(`OrderBackend contract: ${name}`, () => {
    let held: ContractSubject<OrderContractBackends>;
    let orders: OrderBackend;
    let catalog: CatalogBackend;
    let goods: Array<{ saleElementId: number; productId: number }>;
    let cartId: number;
    let deliveryModuleId: number;

    const stockOf = async (saleElementId: number) =>
      (await catalog.getOrderableSaleElement(saleElementId))!.stock;
    const orderOf = (saleElementIndex: number, quantity: number, changes: Partial<NewOrder> = {}): NewOrder =>
      prepaidOrder(cartId, {
        lines: [soldLine(quantity, goods[saleElementIndex])],
        delivery: {
          moduleId: deliveryModuleId,
          title: 'Standard',
          kind: 'parcel',
          pickupLocationId: null,
          completeDelivery: null,
        },
        amounts: {
          goodsGross: 12_000 * quantity,
          goodsNet: 10_000 * quantity,
          postageGross: 0,
          postageNet: 0,
          postageVatRate: 2_000,
          discountGross: 0,
          discountNet: 0,
          totalGross: 12_000 * quantity,
          totalNet: 10_000 * quantity,
        },
        ...changes,
      });
    const placed = async (newOrder: NewOrder): Promise<Order> => {
      const placement = await orders.placeOrder(newOrder);
      if (placement.kind !== 'placed') throw new Error(`expected an order, got ${placement.kind}`);
      return placement.order;
    };

    beforeAll(async () => {
      held = await make();
      ({ orders, catalog } = held.subject);
      const { items } = await catalog.listProducts({ language: 'de', limit: 96, sort: 'sales' });
      goods = [];
      for (const item of items) {
        const element = await catalog.getOrderableSaleElement(item.defaultSaleElement.id);
        if (element?.kind === 'goods' && element.stockPolicy === 'stock' && element.stock >= 10)
          goods.push({ saleElementId: element.saleElementId, productId: element.productId });
        if (goods.length === 4) break;
      }
      expect(goods).toHaveLength(4);
      cartId = cartOf(await cartAdder(held.subject.carts)({ saleElementId: goods[0]!.saleElementId })).id;
      deliveryModuleId = (await catalog.listDeliveryModules(13, 'de'))[0]!.id;
    }, 180_000);
    afterAll(() => held?.dispose(), 30_000);

    it('places an order with its number, lines and addresses, not paid, and takes its stock', async () => {
      const before = await stockOf(goods[0]!.saleElementId);
      const order = await placed(orderOf(0, 3, { note: 'Bitte klingeln' }));
      expect(order).toMatchObject({ status: 'notPaid', note: 'Bitte klingeln', store: 'at' });
      expect(order.ref).not.toBe('');
      expect(order.lines).toEqual([
        expect.objectContaining({ saleElementId: goods[0]!.saleElementId, quantity: 3 }),
      ]);
      expect(order.deliveryAddress.city).toBe('Wien');
      expect(await stockOf(goods[0]!.saleElementId)).toBe(before - 3);
      expect(await orders.getOrder(order.id)).toEqual(order);
      expect(await orders.findOrderByRef(order.ref)).toEqual(order);
      expect(await orders.findOrderIdByRef(order.ref)).toBe(order.id);
      expect(await orders.findOrderIdByRef('ORD000000000000')).toBeNull();
    });

    it('keeps the shopper’s choice of one shipment or partial ones, and none when not asked', async () => {
      for (const completeDelivery of [true, false, null]) {
        const delivery = { ...orderOf(0, 1).delivery, completeDelivery };
        const order = await placed(orderOf(0, 1, { delivery }));
        expect(order.delivery.completeDelivery).toBe(completeDelivery);
        expect((await orders.getOrder(order.id))?.delivery.completeDelivery).toBe(completeDelivery);
      }
    });

    it('refuses an order its stock cannot serve, taking nothing of its other lines', async () => {
      const [short, plenty] = [goods[1]!, goods[2]!];
      const [shortStock, plentyStock] = [
        await stockOf(short.saleElementId),
        await stockOf(plenty.saleElementId),
      ];
      const placement = await orders.placeOrder(
        orderOf(2, 1, { lines: [soldLine(1, plenty), soldLine(shortStock + 1, short)] }),
      );
      expect(placement).toEqual({ kind: 'outOfStock', saleElementIds: [short.saleElementId] });
      expect(await stockOf(plenty.saleElementId)).toBe(plentyStock);
    });

    it('makes one order of ten submits with one checkout key', async () => {
      const checkoutKey = randomBytes(16).toString('base64url');
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => orders.placeOrder(orderOf(3, 1, { checkoutKey }))),
      );
      const refs = new Set(
        outcomes.map((outcome) => ('order' in outcome ? outcome.order.ref : outcome.kind)),
      );
      expect(refs.size).toBe(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'placed')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.kind === 'existing')).toHaveLength(9);
    });

    it('cancels once from the statuses asked and gives the stock back', async () => {
      const before = await stockOf(goods[3]!.saleElementId);
      const order = await placed(orderOf(3, 2));
      const twice = await Promise.all([
        orders.cancelOrder(order.id, 'customer', ['notPaid']),
        orders.cancelOrder(order.id, 'customer', ['notPaid']),
      ]);
      expect(twice.sort()).toEqual([false, true]);
      expect(await stockOf(goods[3]!.saleElementId)).toBe(before);
      expect(await orders.getOrder(order.id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'customer',
      });
      expect(await orders.cancelOrder(order.id, 'paymentError', ['notPaid'])).toBe(false);
    });

    it('keeps a card order whose payment page is open from a customer’s cancel, not from a failed payment', async () => {
      const order = await placed(orderOf(1, 1, { payment: 'stripe' }));
      expect(await orders.setOrderPaymentReference(order.id, 'cs_test_open')).toBe(true);
      expect(await orders.cancelOrder(order.id, 'customer', ['notPaid'])).toBe(false);
      expect(await orders.cancelOrder(order.id, 'paymentError', ['notPaid'])).toBe(true);
      expect(await orders.setOrderPaymentReference(order.id, 'cs_test_late')).toBe(false);
    });

    it('marks an order paid once by its provider’s report, and flags a payment of another amount', async () => {
      const order = await placed(orderOf(1, 1, { payment: 'stripe' }));
      const paid = { amount: order.amounts.totalGross, currency: order.currency };
      const report = {
        orderId: order.id,
        provider: 'stripe' as const,
        outcome: 'paid' as const,
        amount: paid,
      };
      expect(await orders.recordPayment(report)).toBe('applied');
      expect(await orders.recordPayment(report)).toBe('unchanged');
      expect((await orders.getOrder(order.id))?.status).toBe('paid');
      expect(await orders.recordPayment({ ...report, outcome: 'failed', amount: null })).toBe('unchanged');
      expect((await orders.getOrder(order.id))?.status).toBe('paid');
      const other = await placed(orderOf(1, 1, { payment: 'paypal' }));
      const short = { amount: other.amounts.totalGross - 1, currency: other.currency };
      expect(
        await orders.recordPayment({ ...report, orderId: other.id, provider: 'paypal', amount: short }),
      ).toBe('mismatch');
      expect((await orders.getOrder(other.id))?.status).toBe('notPaid');
    });

    it('lists a customer’s own orders, newest first, and no one else’s', async () => {
      const { customer } = await held.subject.customers.registerCustomer({
        title: 'mr',
        firstname: 'Otto',
        lastname: 'Order',
        email: `order.contract.${Date.now()}@example.at`,
        company: null,
        vatNumber: null,
        store: 'at',
        language: 'de',
      });
      const first = await placed(orderOf(2, 1, { customerId: customer.id, email: customer.email }));
      const second = await placed(orderOf(2, 1, { customerId: customer.id, email: customer.email }));
      await placed(orderOf(2, 1));
      const listed = await orders.listCustomerOrders(customer.id, 'at', 999);
      expect(listed.map((summary) => summary.ref)).toEqual([second.ref, first.ref]);
      expect(await orders.listCustomerOrders(customer.id, 'de', 999)).toEqual([]);
    });

    it('knows no coupon by a code nobody gave out', async () => {
      expect(await orders.findCoupon(`NOBODY${Date.now()}`)).toBeNull();
    });
  });
}
