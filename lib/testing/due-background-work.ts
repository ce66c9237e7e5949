import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { serviceAreaOf } from '../appointments/service-area';
import type { Order } from '../shop/order-types';
import { getAppointmentBook, getCarts, getCustomers, getNewsletterStore, getOrders } from '../storefront';
import { placeRomanianOrder } from './direct-order';
import { freshBuyerEmail } from './fake-thelia/thelia-buyers';
import { prepaidOrder, soldLine } from './order-fixtures';

/**
 * Work the shop's sweeps find due at once, written through the storefront of the calling process (its database
 * a copy of the 120-product catalogue of seed 11, whose sale elements 11, 12 and 21 the Thelia stand-in sells too).
 */
export const DUE_WORK_CATALOGUE = { seed: 11, products: 120 };
const GOODS = [11, 12, 21];
const HOUR_MS = 3_600_000;

/** Stock for the goods the orders take, in the storefront and in its first fulfilment centre. */
export async function stockGoods(db: ShopDatabase): Promise<void> {
  for (const id of GOODS) {
    await db.execute(
      sql`UPDATE product_sale_elements SET quantity = 100, stock_policy = 'stock' WHERE id = ${id}`,
    );
    await db.execute(sql`DELETE FROM fulfilment_center_stock WHERE product_sale_elements_id = ${id}`);
    await db.execute(sql`INSERT INTO fulfilment_center_stock VALUES (1, ${id}, 100)`);
  }
}

/**
 * A Romanian order invoiced at placement whose confirmation a crash lost 20 minutes ago: the confirmation sweep
 * sends it, and the e-Factura sweep reports its invoice.
 */
export async function lostConfirmation(db: ShopDatabase): Promise<Order> {
  const order = await placeRomanianOrder(db, GOODS);
  await db.execute(sql`UPDATE "order" SET created_at = now() - interval '20 minutes' WHERE id = ${order.id}`);
  return order;
}

/** A guest's prepaid Austrian order placed just now: what forwarding brings to Thelia. */
export async function orderToForward(db: ShopDatabase): Promise<Order> {
  const [cart] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = 'at'
        RETURNING id`,
  );
  const placement = await (
    await getOrders()
  ).placeOrder(
    prepaidOrder(cart!.id, {
      email: freshBuyerEmail('forward'),
      lines: [soldLine(1, { saleElementId: 12 })],
    }),
  );
  if (placement.kind !== 'placed') throw new Error(`the order was not placed: ${placement.kind}`);
  return placement.order;
}

/** An installation in Vienna two hours from now: its reminder is due (from 18:00 the day before). */
export async function dueReminder(): Promise<{ email: string }> {
  const startsAt = new Date(Date.now() + 2 * HOUR_MS);
  const email = freshBuyerEmail('reminder');
  const appointment = await (
    await getAppointmentBook()
  ).book(
    {
      uid: `${randomUUID()}@www.sanitaerwelt.at`,
      store: 'at',
      language: 'de',
      areaId: serviceAreaOf('at', '1120')!.id,
      teams: 1,
      serviceKind: 'fitting',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR_MS),
      busyUntil: new Date(startsAt.getTime() + 3 * HOUR_MS),
      hold: null,
      orderId: null,
      customerId: null,
      name: 'Anna Berger',
      email,
      phone: null,
      street: 'Meidlinger Hauptstraße 4',
      postcode: '1120',
      city: 'Wien',
      note: null,
    },
    new Date(),
  );
  if (!appointment) throw new Error('the appointment was not booked');
  return { email };
}

/** A customer subscribed to the newsletter whose cart of one line was left 30 hours ago: a reminder is due. */
export async function idleCart(db: ShopDatabase): Promise<{ email: string }> {
  const email = freshBuyerEmail('cart');
  const { customer } = await (
    await getCustomers()
  ).registerCustomer({
    title: 'miss',
    firstname: 'Eva',
    lastname: 'Gruber',
    email,
    company: null,
    vatNumber: null,
    store: 'at',
    language: 'de',
  });
  const newsletter = await getNewsletterStore();
  const { subscriber } = await newsletter.signUp({
    store: 'at',
    email,
    language: 'de',
    source: 'account',
    customerId: customer.id,
    now: new Date(),
  });
  await newsletter.confirm(subscriber.id, subscriber.consentAt, new Date());
  const added = await (
    await getCarts()
  ).addToCart(
    {
      cartId: null,
      store: 'at',
      saleElementId: 21,
      quantity: 1,
      maxQuantity: 100,
      pricesHeldUntil: new Date(Date.now() + 24 * HOUR_MS),
      undeliverable: false,
    },
    'de',
  );
  if (!added.ok) throw new Error(`the cart was not filled: ${added.reason}`);
  await db.execute(sql`UPDATE cart SET customer_id = ${customer.id}, updated_at = now() - interval '30 hours'
    WHERE id = ${added.cart.id}`);
  return { email };
}
