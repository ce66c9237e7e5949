import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import type { OrderSummary } from '@/lib/shop/order-types';

/** The account's orders (SPEC §9: at most 999), newest first, each a link to its page. */
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
    <table className="order-list" data-testid="order-list">
      <thead>
        <tr>
          <th scope="col">{t('orderNumber')}</th>
          <th scope="col">{t('orderDate')}</th>
          <th scope="col">{t('statusLabel')}</th>
          <th scope="col">{t('total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row">
              <a href={orderHref(order.id)}>{order.ref}</a>
            </th>
            <td>
              <time dateTime={order.createdAt.toISOString()}>{date.format(order.createdAt)}</time>
            </td>
            <td>{t(`status.${order.status}`)}</td>
            <td>{formatMoney({ amount: order.totalGross, currency: order.currency }, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
