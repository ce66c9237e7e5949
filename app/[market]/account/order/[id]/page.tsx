import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { OrderScreen } from '@/components/orders/order-screen';
import { invoiceLinks } from '@/lib/documents/invoice-links';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { decodeMarket, formatLocaleOf } from '@/lib/i18n/market';
import { customerMayCancel } from '@/lib/orders/cancel-rules';
import { customerOrder } from '@/lib/orders/customer-orders';
import { orderIdOf } from '@/lib/orders/order-id';
import { orderScreenData } from '@/lib/orders/order-screen-data';
import { loginHref } from '@/lib/account/return-path';
import { personalPageMetadata } from '../../../_shared/personal-page-metadata';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string; id: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Order', 'orderMetaTitle');

/**
 * docs/product.md §2 /account/order/{id}: one of the logged-in customer's orders. Another customer's order, a guest's and an
 * unknown id are the same 404, so ids cannot be probed; a visitor is sent to log in.
 */
export default async function AccountOrderPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const { market: encoded, id } = await params;
  const market = decodeMarket(encoded);
  const orderId = orderIdOf(id);
  if (!market || orderId === null) notFound();
  setRequestLocale(formatLocaleOf(market));
  const [context, jar, query] = await Promise.all([getMarketContext(market), cookies(), searchParams]);
  const customer = await currentCustomer((name) => jar.get(name)?.value, market);
  if (!customer) redirect(loginHref(context.linkPrefix, `${context.linkPrefix}/account/order/${orderId}`));
  const order = await customerOrder(customer.id, orderId, market.store);
  if (!order) notFound();
  const screen = await orderScreenData(order, context, query, {
    documents: invoiceLinks(order, `${context.linkPrefix}/account/order/${order.id}`),
    payFields: { orderId: String(order.id), language: market.language },
    cancellable: customerMayCancel(order),
  });
  return <OrderScreen {...screen} />;
}
