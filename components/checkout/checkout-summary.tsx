import { useTranslations } from 'next-intl';
import type { CheckoutQuote } from '@/lib/checkout/quote';
import { formatMoney } from '@/lib/pricing/format';
import { SetPartsList } from '@/components/catalog/set-parts-list';

/** The order as it will be placed, priced on the server: lines, goods, discount, postage, VAT per rate, total. */
export function CheckoutSummary({
  quote,
  locale,
  includesVat,
}: {
  quote: CheckoutQuote;
  locale: string;
  includesVat: boolean;
}) {
  const t = useTranslations('Checkout');
  const money = (amount: number) => formatMoney({ amount, currency: quote.currency }, locale);
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  const { totals, postage } = quote;
  return (
    <section className="checkout-summary" aria-labelledby="summary" data-testid="checkout-summary">
      <h2 id="summary" tabIndex={-1}>
        {t('summary')}
      </h2>
      <table>
        <caption className="visually-hidden">{t('lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map(({ view }) => (
            <tr key={view.id}>
              <th scope="row">
                {view.title}
                {(view.colour || view.size) && (
                  <span className="checkout-summary__variant">
                    {[view.colour, view.size].filter(Boolean).join(', ')}
                  </span>
                )}
                <SetPartsList parts={view.setParts} />
              </th>
              <td>{view.quantity}</td>
              <td>{formatMoney(view.lineTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <div>
          <dt>{t('goods')}</dt>
          <dd data-testid="checkout-goods">{money(totals.goods.gross)}</dd>
        </div>
        {totals.discount.gross > 0 && (
          <div>
            <dt>{t('discount', { code: quote.coupon?.code ?? '' })}</dt>
            <dd data-testid="checkout-discount">−{money(totals.discount.gross)}</dd>
          </div>
        )}
        {quote.delivery && (
          <div>
            <dt>
              {includesVat
                ? t('postage', { method: quote.delivery.module.title })
                : t('postageNet', { method: quote.delivery.module.title })}
            </dt>
            <dd data-testid="checkout-postage">{postage.gross === 0 ? t('free') : money(postage.gross)}</dd>
          </div>
        )}
        {totals.vat.map((entry) => (
          <div key={entry.rate} className="checkout-summary__vat">
            <dt>{t('vatIncluded', { rate: rate(entry.rate) })}</dt>
            <dd>{money(entry.vat)}</dd>
          </div>
        ))}
        <div className="checkout-summary__total">
          <dt>{includesVat ? t('total') : t('totalNet')}</dt>
          <dd data-testid="checkout-total">{money(totals.total.gross)}</dd>
        </div>
      </dl>
      {!includesVat && <p className="checkout-summary__note">{t('reverseChargeNote')}</p>}
      {quote.minimumOrder && (
        <p className="minimum-order" data-testid="minimum-order">
          {t('minimumOrder', {
            minimum: formatMoney(quote.minimumOrder.minimum, locale),
            missing: formatMoney(quote.minimumOrder.missing, locale),
          })}
        </p>
      )}
    </section>
  );
}
