import { sql } from 'drizzle-orm';
import { countryIdSchema, languageCodeSchema, storeCodeSchema } from '../../../shop/schemas';
import { titleOfId } from '../../../shop/customer-types';
import {
  statusOfId,
  type Order,
  type OrderAddressFields,
  type OrderSetPart,
  type OrderSummary,
  type PaymentMethod,
} from '../../../shop/order-types';
import type { StoreCode } from '../../../shop/codes';
import type { DeliveryKind } from '../../../shop/cart-types';
import type { ShopDatabase } from '../database';
import { selectRows } from './raw';

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value);
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export async function selectOrderIdByKey(db: ShopDatabase, checkoutKey: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM "order" WHERE checkout_key = ${checkoutKey}`,
  );
  return row?.id ?? null;
}

export async function selectOrderIdByRef(db: ShopDatabase, ref: string): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(db, sql`SELECT id FROM "order" WHERE ref = ${ref}`);
  return row?.id ?? null;
}

function addressOf(row: Row): OrderAddressFields {
  return {
    title: titleOfId(num(row.title_id)),
    firstname: String(row.firstname),
    lastname: String(row.lastname),
    company: text(row.company),
    vatNumber: text(row.vat_number),
    street: String(row.address1),
    houseNumber: String(row.address2),
    line2: text(row.address3),
    postcode: String(row.zipcode),
    city: String(row.city),
    countryId: countryIdSchema.parse(num(row.country_id)),
    stateId: row.state_id === null ? null : num(row.state_id),
    phone: text(row.phone),
  };
}

/** An order with its lines and addresses; null when there is none with the id. */
export async function selectOrder(db: ShopDatabase, orderId: number): Promise<Order | null> {
  const [[row], lines, addresses] = await Promise.all([
    selectRows<Row>(db, sql`SELECT * FROM "order" WHERE id = ${orderId}`),
    selectRows<Row>(db, sql`SELECT * FROM order_product WHERE order_id = ${orderId} ORDER BY position`),
    selectRows<Row>(db, sql`SELECT * FROM order_address WHERE order_id = ${orderId}`),
  ]);
  if (!row) return null;
  const addressOfKind = (kind: string) => addressOf(addresses.find((entry) => entry.kind === kind)!);
  return {
    id: num(row.id),
    ref: String(row.ref),
    store: storeCodeSchema.parse(row.store_code),
    language: languageCodeSchema.parse(row.language_code),
    customerId: row.customer_id === null ? null : num(row.customer_id),
    email: String(row.email),
    currency: String(row.currency_code),
    status: statusOfId(num(row.status_id)),
    cancelReason: text(row.cancel_reason) as Order['cancelReason'],
    createdAt: new Date(String(row.created_at)),
    paidAt: row.paid_at ? new Date(String(row.paid_at)) : null,
    invoicedAt: row.invoiced_at ? new Date(String(row.invoiced_at)) : null,
    creditedAt: row.credited_at ? new Date(String(row.credited_at)) : null,
    lines: lines.map((line) => ({
      productId: num(line.product_id),
      saleElementId: num(line.product_sale_elements_id),
      ref: String(line.ref),
      title: String(line.title),
      colour: text(line.colour),
      size: text(line.size),
      quantity: num(line.quantity),
      unitGross: num(line.unit_gross),
      unitNet: num(line.unit_net),
      vatRate: num(line.vat_rate),
      lineGross: num(line.line_gross),
      lineNet: num(line.line_net),
      fulfilmentCentreId: line.fulfilment_center_id === null ? null : num(line.fulfilment_center_id),
      setParts: line.set_parts as OrderSetPart[],
    })),
    delivery: {
      moduleId: num(row.delivery_module_id),
      title: String(row.delivery_title),
      kind: String(row.delivery_kind) as DeliveryKind,
      pickupLocationId: row.pickup_location_id === null ? null : num(row.pickup_location_id),
      completeDelivery: row.complete_delivery === null ? null : Boolean(row.complete_delivery),
    },
    payment: String(row.payment_method) as PaymentMethod,
    paymentReference: text(row.payment_reference),
    amounts: {
      goodsGross: num(row.goods_gross),
      goodsNet: num(row.goods_net),
      postageGross: num(row.postage_gross),
      postageNet: num(row.postage_net),
      postageVatRate: num(row.postage_vat_rate),
      discountGross: num(row.discount_gross),
      discountNet: num(row.discount_net),
      totalGross: num(row.total_gross),
      totalNet: num(row.total_net),
    },
    couponCode: text(row.coupon_code),
    vatExcluded: Boolean(row.vat_excluded),
    taxConfirmation: text(row.tax_confirmation),
    deliveryAddress: addressOfKind('delivery'),
    invoiceAddress: addressOfKind('invoice'),
    note: text(row.note),
    invoiceRef: row.invoice_ref === null ? null : String(row.invoice_ref),
    creditNoteRef: row.credit_note_ref === null ? null : String(row.credit_note_ref),
    trackingNumber: text(row.tracking_number),
    amountMismatch: Boolean(row.amount_mismatch),
  };
}

/** A customer's orders, newest first, at most `limit`. */
export async function selectCustomerOrders(
  db: ShopDatabase,
  customerId: number,
  store: StoreCode,
  limit: number,
): Promise<OrderSummary[]> {
  const rows = await selectRows<Row>(
    db,
    sql`SELECT id, ref, store_code, created_at, status_id, total_gross, currency_code FROM "order"
        WHERE customer_id = ${customerId} AND store_code = ${store}
        ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: num(row.id),
    ref: String(row.ref),
    store: storeCodeSchema.parse(row.store_code),
    createdAt: new Date(String(row.created_at)),
    status: statusOfId(num(row.status_id)),
    totalGross: num(row.total_gross),
    currency: String(row.currency_code),
  }));
}
