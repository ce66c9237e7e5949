import { useTranslations } from 'next-intl';
import { BankTransferDetails } from '@/components/orders/bank-transfer-details';
import type { BankTransfer } from '@/lib/orders/bank-transfer';
import type { Order } from '@/lib/shop/order-types';
import '@/app/styles/checkout.css';

/**
 * How an order's payment stands (docs/product.md §4 outcomes): how to pay an offline order; for Stripe and PayPal, paid,
 * or not yet — with "pay now", which the server lets through 10 seconds after the order (docs/product.md §9).
 */
export function PaymentStatus({
  order,
  prepaymentInfo,
  transfer,
  locale,
  total,
  payFields = {},
}: {
  order: Order;
  prepaymentInfo: string;
  /** The transfer that pays a prepayment order (lib/orders/bank-transfer.ts). */
  transfer: BankTransfer | null;
  locale: string;
  total: string;
  /** What names the order to "pay now" (lib/orders/payable-order.ts); none for the session's last order. */
  payFields?: Record<string, string>;
}) {
  const t = useTranslations('Order');
  if (order.status === 'cancelled')
    return (
      <p className="order-payment" role="status">
        {t('cancelledText')}
      </p>
    );
  const offline = order.payment === 'prepayment' || order.payment === 'cashOnDelivery';
  if (offline && order.status === 'notPaid')
    return (
      <section className="order-payment" aria-labelledby="order-pay">
        <h2 id="order-pay">{t('howToPay')}</h2>
        {order.payment === 'prepayment' ? (
          <>
            <p>{prepaymentInfo}</p>
            <p data-testid="prepayment-reference">
              {t('prepaymentReference', { ref: order.ref, amount: total })}
            </p>
            {transfer && <BankTransferDetails transfer={transfer} locale={locale} />}
          </>
        ) : (
          <p>{t(order.delivery.kind === 'pickup' ? 'cashAtPickup' : 'cashOnDelivery', { amount: total })}</p>
        )}
      </section>
    );
  if (order.status !== 'notPaid')
    return (
      <p className="order-payment" role="status" data-testid="payment-status">
        {t('paid', { amount: total })}
      </p>
    );
  return (
    <section className="order-payment" aria-labelledby="order-pay" data-testid="payment-status">
      <h2 id="order-pay">{t('notPaidTitle')}</h2>
      <p>{t('notPaidText')}</p>
      <form method="post" action="/api/payments/pay">
        {Object.entries(payFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {t('payNow', { amount: total })}
        </button>
      </form>
    </section>
  );
}
