import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getMarketContext } from '@/lib/catalog/market-context';
import { placedOrder } from '@/lib/orders/placed-order';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import '@/app/styles/checkout.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Order', 'failedMetaTitle');

/**
 * docs/product.md §2 /order-failed: the payment failed or the shopper cancelled it (docs/product.md §4, §8 texts). The order is closed as
 * a payment error and the cart is kept, so ordering again makes a new order under a new number.
 */
export default async function OrderFailedPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, t, errors, query] = await Promise.all([
    getMarketContext(market),
    cookies(),
    getTranslations('Order'),
    getTranslations('Errors.orders'),
    searchParams,
  ]);
  const order = await placedOrder((name) => jar.get(name)?.value, market);
  const cancelled = query.reason === 'cancelled';
  const declined = query.reason === 'declined';
  return (
    <main id="main" className="order-page">
      <h1>{t('failedTitle')}</h1>
      <div className="form-message form-message--error" role="alert" data-testid="order-failed">
        <p>
          {cancelled
            ? errors('cancelledByCustomer')
            : declined
              ? errors('cardDeclined')
              : errors('paymentFailed')}
        </p>
        {!cancelled && <p>{errors('paymentFailedAdvice')}</p>}
      </div>
      {order && order.status === 'cancelled' && (
        <p data-testid="failed-order-ref">{t('failedOrder', { ref: order.ref })}</p>
      )}
      <p>{t('cartKept')}</p>
      <p>
        <a className="button" href={`${context.linkPrefix}/checkout`}>
          {t('orderAgain')}
        </a>
      </p>
    </main>
  );
}
