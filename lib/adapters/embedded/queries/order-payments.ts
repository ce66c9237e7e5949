import { sql } from 'drizzle-orm';
import type { PaymentRecord, PaymentReport } from '../../../shop/order-types';
import { orderStatuses } from '../../../shop/order-types';
import type { ShopDatabase } from '../database';
import type { StoreCode } from '../../../shop/codes';
import { issueInvoiceRefNow } from './invoice-series';
import { cancelWithin } from './order-changes';
import { selectRows } from './raw';

/**
 * Records what a provider reported for an order, in one transaction (docs/architecture.md "Payments"); recording
 * the same report again changes nothing (the storefront keeps which webhook events it handled, payment-events.ts).
 * A payment for another amount than the order's total
 * is flagged and never marks the order paid; a payment marks a not-paid order paid once, issues its invoice's
 * number and takes its lines out of the cart; a failure or a cancellation cancels a not-paid order as a payment error, giving back stock and coupon.
 * The return page and the webhook both record here, in any order, and end in one state.
 */
export function recordPayment(db: ShopDatabase, report: PaymentReport): Promise<PaymentRecord> {
  return db.transaction(async (tx) => {
    const [order] = await selectRows<{
      total_gross: string | number;
      currency_code: string;
      cart_id: number | null;
      store_code: StoreCode;
      invoice_ref: string | null;
    }>(
      tx,
      sql`SELECT total_gross, currency_code, cart_id, store_code, invoice_ref FROM "order"
          WHERE id = ${report.orderId} FOR UPDATE`,
    );
    if (!order) return 'unchanged';
    if (report.outcome === 'paid') {
      const amount = report.amount;
      if (!amount || amount.amount !== Number(order.total_gross) || amount.currency !== order.currency_code) {
        await tx.execute(
          sql`UPDATE "order" SET amount_mismatch = true, updated_at = now() WHERE id = ${report.orderId}`,
        );
        return 'mismatch';
      }
      const paid = await selectRows<{ id: number }>(
        tx,
        sql`UPDATE "order" SET status_id = ${orderStatuses.paid}, paid_at = now(), updated_at = now()
            WHERE id = ${report.orderId} AND status_id = ${orderStatuses.notPaid} RETURNING id`,
      );
      if (paid.length === 0) return 'unchanged';
      // A provider's order is invoiced once paid: numbered in the year of the store's day of the payment.
      if (order.invoice_ref === null) {
        const invoice = await issueInvoiceRefNow(tx, order.store_code);
        await tx.execute(sql`UPDATE "order" SET invoice_ref = ${invoice.ref}, invoiced_at = ${invoice.issuedAt}
          WHERE id = ${report.orderId}`);
      }
      if (order.cart_id !== null)
        await tx.execute(sql`DELETE FROM cart_item WHERE cart_id = ${order.cart_id}
          AND product_sale_elements_id IN (SELECT product_sale_elements_id FROM order_product
            WHERE order_id = ${report.orderId})`);
      return 'applied';
    }
    if (report.outcome === 'failed' || report.outcome === 'cancelled')
      return (await cancelWithin(tx, report.orderId, 'paymentError', ['notPaid'])) ? 'applied' : 'unchanged';
    return 'unchanged';
  });
}
