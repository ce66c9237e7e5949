import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import type { OrderSummary } from '@/lib/shop/order-types';
import { StackedTableHead } from '@/components/ui/stacked-table-head';

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
      <StackedTableHead columns={[t('orderNumber'), t('orderDate'), t('statusLabel'), t('total')]} />
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
