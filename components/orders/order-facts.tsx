import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/shop/order-types';

/**
 * An order's number, date, status, invoice number (and the credit note's, once one cancelled it) and, once it is
 * sent, the parcel's tracking number.
 */
export function OrderFacts({ order, locale, timeZone }: { order: Order; locale: string; timeZone: string }) {
  const t = useTranslations('Order');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone });
  return (
    <dl className="order-facts">
      <div>
        <dt>{t('orderDate')}</dt>
        <dd>
          <time dateTime={order.createdAt.toISOString()}>{date.format(order.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('statusLabel')}</dt>
        <dd data-testid="order-status">{t(`status.${order.status}`)}</dd>
      </div>
      {order.invoiceRef && (
        <div>
          <dt>{t('invoiceNumber')}</dt>
          <dd>{order.invoiceRef}</dd>
        </div>
      )}
      {order.creditNoteRef && (
        <div>
          <dt>{t('creditNoteNumber')}</dt>
          <dd data-testid="credit-note-number">{order.creditNoteRef}</dd>
        </div>
      )}
      {order.trackingNumber && (
        <div>
          <dt>{t('trackingNumber')}</dt>
          <dd>{order.trackingNumber}</dd>
        </div>
      )}
    </dl>
  );
}
