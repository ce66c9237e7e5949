import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import type { OrderSummary } from '@/lib/shop/order-types';

/**
 * The account's orders (docs/product.md §9: at most 999), newest first, each a link to its page. On a phone each row is a
 * small card (pieces.css, .stacked-table); the explicit roles keep it a table for screen readers when CSS changes its display.
 */
export function OrderList({
  orders,
  locale,
  timeZone,
  orderHref,
}: {
  orders: OrderSummary[];
  locale: string;
  timeZone: string;
  orderHref: (orderId: number) => string;
}) {
  const t = useTranslations('Order');
  if (orders.length === 0) return <p>{t('noOrders')}</p>;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return (
    <table className="order-list stacked-table" data-testid="order-list" role="table">
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('orderNumber')}
          </th>
          <th scope="col" role="columnheader">
            {t('orderDate')}
          </th>
          <th scope="col" role="columnheader">
            {t('statusLabel')}
          </th>
          <th scope="col" role="columnheader">
            {t('total')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {orders.map((order) => (
          <tr key={order.id} role="row">
            <th scope="row" role="rowheader">
              <a href={orderHref(order.id)}>{order.ref}</a>
            </th>
            <td role="cell" data-label={t('orderDate')}>
              <time dateTime={order.createdAt.toISOString()}>{date.format(order.createdAt)}</time>
            </td>
            <td role="cell" data-label={t('statusLabel')}>
              {t(`status.${order.status}`)}
            </td>
            <td role="cell" data-label={t('total')}>
              {formatMoney({ amount: order.totalGross, currency: order.currency }, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
