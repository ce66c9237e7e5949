import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../adapters/embedded/database';
import { selectRows } from '../adapters/embedded/queries/raw';
import { orderTotals } from '../orders/order-totals';
import {
  isOfflinePayment,
  type NewOrder,
  type Order,
  type OrderAddressFields,
  type OrderLine,
} from '../shop/order-types';
import { getCustomers, getOrders } from '../storefront';
import { soldLine } from './order-fixtures';

export type DirectOrder = Omit<
  NewOrder,
  'checkoutKey' | 'cartId' | 'amounts' | 'emptyCart' | 'issueInvoice'
> & {
  postage: { gross: number; net: number; rate: number };
};

/**
 * An order written straight to the backend, for what a guest cannot order at the checkout (a verified business
 * customer's VAT-excluded order, the Romanian store): its amounts added up the way the checkout adds them.
 */
export async function placeDirectly(db: ShopDatabase, order: DirectOrder): Promise<Order> {
  const [cart] = await selectRows<{ id: number }>(
    db,
    sql`INSERT INTO cart (store_code, currency_id) SELECT code, currency_id FROM store WHERE code = ${order.store}
        RETURNING id`,
  );
  const { postage, ...rest } = order;
  const totals = orderTotals(
    order.lines.map((line) => ({ gross: line.lineGross, net: line.lineNet, rate: line.vatRate })),
    postage,
    0,
  );
  const placement = await (
    await getOrders()
  ).placeOrder({
    ...rest,
    checkoutKey: randomBytes(16).toString('base64url'),
    cartId: cart!.id,
    emptyCart: false,
    issueInvoice: isOfflinePayment(order.payment),
    amounts: {
      goodsGross: totals.goods.gross,
      goodsNet: totals.goods.net,
      postageGross: postage.gross,
      postageNet: postage.net,
      postageVatRate: postage.rate,
      discountGross: 0,
      discountNet: 0,
      totalGross: totals.total.gross,
      totalNet: totals.total.net,
    },
  });
  if (placement.kind !== 'placed') throw new Error(`the order was not placed: ${placement.kind}`);
  return placement.order;
}

export interface SeededGood {
  id: number;
  product_id: number;
  ref: string;
  title: string;
}

/** Sale elements of the given ids with their titles in a locale, as a cart would copy them. */
export function goodsIn(
  db: ShopDatabase,
  saleElementIds: readonly number[],
  locale: string,
): Promise<SeededGood[]> {
  return selectRows<SeededGood>(
    db,
    sql`SELECT pse.id, pse.product_id, pse.ref, pi.title FROM product_sale_elements pse
        JOIN product_i18n pi ON pi.id = pse.product_id AND pi.locale = ${locale}
        WHERE pse.id IN (${sql.join(
          saleElementIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY pse.id`,
  );
}

/** A line of a seeded good as sold: quantity, net unit price and VAT rate (basis points). */
export const lineOf = (element: SeededGood, quantity: number, unitNet: number, vatRate: number): OrderLine =>
  soldLine(quantity, {
    productId: element.product_id,
    saleElementId: element.id,
    ref: element.ref,
    title: element.title,
    unitNet,
    vatRate,
  });

/** A Romanian address in Constanța county, with the county's id in this database; `changes` make it a company's. */
export async function constantaAddress(
  changes: Partial<OrderAddressFields> = {},
): Promise<OrderAddressFields> {
  const states = await (await getCustomers()).listCountryStates(146);
  return {
    title: 'mr',
    firstname: 'Ștefan',
    lastname: 'Țurcanu',
    company: null,
    vatNumber: null,
    street: 'Strada Mărășești',
    houseNumber: '4',
    line2: null,
    postcode: '900178',
    city: 'Constanța',
    countryId: 146,
    stateId: states.find((state) => state.code === 'CT')!.id,
    phone: '+40 721 555 010',
    ...changes,
  };
}

/**
 * A Romanian consumer's (or, with `company`, a company's) cash-on-delivery order in lei from Constanța, invoiced
 * with the order: what the e-Factura tests report.
 */
export async function placeRomanianOrder(
  db: ShopDatabase,
  saleElementIds: readonly number[],
  options: { company?: { name: string; vatNumber: string }; quantity?: number } = {},
): Promise<Order> {
  const [good] = await goodsIn(db, saleElementIds, 'ro_RO');
  const { company } = options;
  const address = await constantaAddress(
    company ? { title: 'company', company: company.name, vatNumber: company.vatNumber } : {},
  );
  return placeDirectly(db, {
    store: 'ro',
    language: 'ro',
    pricedOn: new Date().toISOString().slice(0, 10),
    customerId: null,
    email: `ro.${randomBytes(6).toString('hex')}@example.ro`,
    currency: 'RON',
    lines: [lineOf(good!, options.quantity ?? 1, 45_990, 2100)],
    delivery: {
      moduleId: 77,
      title: 'Curier',
      kind: 'parcel',
      pickupLocationId: null,
      completeDelivery: null,
    },
    payment: 'cashOnDelivery',
    postage: { gross: 0, net: 0, rate: 2100 },
    couponCode: null,
    vatExcluded: false,
    taxConfirmation: null,
    deliveryAddress: address,
    invoiceAddress: address,
    note: null,
  });
}
