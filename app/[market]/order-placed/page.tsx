import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { OrderDetails } from '@/components/checkout/order-details';
import { PaymentStatus } from '@/components/checkout/payment-status';
import { AccountMessageBox } from '@/components/account/account-message';
import { RegisterAfterOrderForm } from '@/components/account/register-after-order-form';
import { OrderMessage } from '@/components/orders/order-message';
import { OrderAppointment } from '@/components/appointment/order-appointment';
import { orderAppointment } from '@/lib/booking/customer-appointments';
import { accountMessage, errorOfForm } from '@/lib/account/page-message';
import { currentCustomer } from '@/lib/session/session-customer';
import { getMarketContext } from '@/lib/catalog/market-context';
import { orderPageMessage } from '@/lib/orders/order-page-message';
import { placedOrder } from '@/lib/orders/placed-order';
import { orderLink } from '@/lib/orders/order-link';
import { pickupLocationOf } from '@/lib/orders/pickup-location';
import { formatMoney } from '@/lib/pricing/format';
import { personalPageMetadata } from '../_shared/personal-page-metadata';
import { pageMarket } from '../_shared/market-param';
import { bankTransferOf } from '@/lib/orders/bank-transfer';
import '@/app/styles/checkout.css';

export const dynamic = 'force-dynamic';

type Params = Promise<{ market: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = personalPageMetadata('Order', 'placedMetaTitle');

/** docs/product.md §2 /order-placed: the order the session just placed, and how its payment stands (docs/product.md §4 outcomes). */
export default async function OrderPlacedPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Query;
}) {
  const market = await pageMarket(params);
  const [context, jar, t, query] = await Promise.all([
    getMarketContext(market),
    cookies(),
    getTranslations('Order'),
    searchParams,
  ]);
  const order = await placedOrder((name) => jar.get(name)?.value, market);
  if (!order)
    return (
      <main id="main" className="order-page">
        <h1>{t('noneTitle')}</h1>
        <p>{t('noneText')}</p>
        <p>
          <a className="button" href={`${context.linkPrefix}/`}>
            {t('toHome')}
          </a>
        </p>
      </main>
    );
  const total = formatMoney(
    { amount: order.amounts.totalGross, currency: order.currency },
    context.formatLocale,
  );
  const message = orderPageMessage(query);
  const registration = accountMessage(query);
  const cookie = (name: string) => jar.get(name)?.value;
  const [link, pickupLocation, customer, appointment] = await Promise.all([
    orderLink(order),
    pickupLocationOf(order),
    order.customerId === null ? currentCustomer(cookie, market) : null,
    orderAppointment(order.id),
  ]);
  // A guest who is not logged in may turn into a customer (docs/product.md §4); one who registered is told to confirm.
  const mayRegister = order.customerId === null && !customer && registration?.kind !== 'notice';
  return (
    <main id="main" className="order-page">
      <h1>{t('placedTitle')}</h1>
      {message && <OrderMessage message={message} />}
      {registration?.kind === 'notice' && <AccountMessageBox message={registration} />}
      <p role="status" data-testid="order-ref">
        {t('placedText', { ref: order.ref, email: order.email })}
      </p>
      <PaymentStatus
        order={order}
        prepaymentInfo={context.store.config.legal.prepaymentInfo}
        transfer={bankTransferOf(order, context.store.config.legal)}
        locale={context.formatLocale}
        total={total}
        payFields={{ language: market.language }}
      />
      <p>
        {order.customerId === null && <>{t('guestLinkText')} </>}
        <a href={`${context.linkPrefix}${link}`} data-testid="order-link">
          {t('guestLink', { ref: order.ref })}
        </a>
      </p>
      {appointment && (
        <OrderAppointment
          listed={appointment}
          locale={context.formatLocale}
          linkPrefix={context.linkPrefix}
        />
      )}
      <h2>{t('detailsTitle', { ref: order.ref })}</h2>
      <OrderDetails order={order} locale={context.formatLocale} pickupLocation={pickupLocation} />
      {mayRegister && (
        <RegisterAfterOrderForm
          email={order.email}
          language={market.language}
          error={errorOfForm(registration, 'registerAfterOrder')}
        />
      )}
      <p>
        <a href={`${context.linkPrefix}/`}>{t('continueShopping')}</a>
      </p>
    </main>
  );
}
