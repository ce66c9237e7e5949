import { useTranslations } from 'next-intl';
import { OrderDetails } from '@/components/checkout/order-details';
import { PaymentStatus } from '@/components/checkout/payment-status';
import { formatMoney } from '@/lib/pricing/format';
import type { OrderScreenProps } from '@/lib/orders/order-screen-data';
import { CancelOrderForm } from './cancel-order-form';
import { OrderFacts } from './order-facts';
import { OrderMessage } from './order-message';
import '@/app/styles/checkout.css';

/**
 * One order as its owner sees it (docs/product.md §2 /account/order/{id} and /guest/invoice/{ref}/{hash} show the same
 * screen): number, date, status and tracking, how its payment stands, lines, totals, addresses, methods, coupon,
 * the invoice as PDF, and cancelling while that is allowed.
 */
export function OrderScreen(props: OrderScreenProps) {
  const { order, locale } = props;
  const t = useTranslations('Order');
  const total = formatMoney({ amount: order.amounts.totalGross, currency: order.currency }, locale);
  return (
    <main id="main" className="order-page">
      <h1>{t('detailsTitle', { ref: order.ref })}</h1>
      {props.message && <OrderMessage message={props.message} />}
      <OrderFacts order={order} locale={locale} timeZone={props.timeZone} />
      {props.documents.length > 0 && (
        <ul className="order-page__documents">
          {props.documents.map((document) => (
            <li key={document.href}>
              <a
                className="button button--secondary"
                href={document.href}
                // invoice.pdf → invoice-pdf, credit-note.xml → credit-note-xml
                data-testid={document.href.split('/').pop()!.replace('.', '-')}
              >
                {t(document.label, { ref: document.ref })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <PaymentStatus
        order={order}
        prepaymentInfo={props.prepaymentInfo}
        transfer={props.transfer}
        locale={locale}
        total={total}
        payFields={props.payFields}
      />
      <h2>{t('detailsHeading')}</h2>
      <OrderDetails order={order} locale={locale} pickupLocation={props.pickupLocation} />
      {props.cancellable && <CancelOrderForm orderId={order.id} language={props.language} />}
    </main>
  );
}
