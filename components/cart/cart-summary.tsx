import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/view-types';
import { formatMoney } from '@/lib/pricing/format';

/** Goods, the shipment estimate for the delivery country, VAT per rate and the total (docs/product.md §7 mini-cart totals). */
export function CartSummary({
  view,
  locale,
  deliveryCountry,
}: {
  view: CartView;
  locale: string;
  deliveryCountry: string;
}) {
  const t = useTranslations('Cart');
  const errors = useTranslations('Errors.delivery');
  const money = (amount: CartView['total']) => formatMoney(amount, locale);
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  const { shipment } = view;
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary')}</h2>
      <dl>
        <div>
          <dt>{t('goods')}</dt>
          <dd data-testid="cart-goods">{money(view.goods)}</dd>
        </div>
        <div>
          <dt>
            {shipment.kind === 'method'
              ? t('shipment', { method: shipment.method.title })
              : t('shipmentTo', { country: deliveryCountry })}
          </dt>
          <dd data-testid="cart-shipment">
            {shipment.kind === 'method'
              ? shipment.amount.amount === 0
                ? t('free')
                : money(shipment.amount)
              : shipment.kind === 'allUndeliverable'
                ? errors('allUndeliverable')
                : shipment.kind === 'noneAvailable'
                  ? errors('noneAvailable')
                  : '–'}
          </dd>
        </div>
        {view.vat.map((entry) => (
          <div key={entry.rateBasisPoints} className="cart-summary__vat">
            <dt>{t('vatIncluded', { rate: rate(entry.rateBasisPoints) })}</dt>
            <dd>{money(entry.amount)}</dd>
          </div>
        ))}
        <div className="cart-summary__total">
          <dt>{view.includesVat ? t('total') : t('totalNet')}</dt>
          <dd data-testid="cart-total">{money(view.total)}</dd>
        </div>
      </dl>
      {view.minimumOrder && (
        <p className="minimum-order" data-testid="minimum-order">
          {t('minimumOrder', {
            minimum: money(view.minimumOrder.minimum),
            missing: money(view.minimumOrder.missing),
          })}
        </p>
      )}
      {shipment.kind === 'method' && shipment.missingForFree && (
        <p className="cart-summary__free" data-testid="missing-for-free">
          {t('missingForFree', { amount: money(shipment.missingForFree) })}
        </p>
      )}
    </section>
  );
}
