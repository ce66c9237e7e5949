import { useTranslations } from 'next-intl';
import type { ShipmentChoice } from '@/lib/checkout/quote';
import { deliverySplits } from '@/lib/checkout/shipment-split';
import { formatMoney } from '@/lib/pricing/format';

/**
 * docs/product.md §3 isCompleteDelivery: when some lines are there now and others later, one shipment once all is
 * there or the rest sent after, with what the later shipment adds to the postage, before the order is placed.
 */
export function ShipmentOptions({
  shipments,
  currency,
  locale,
}: {
  shipments: ShipmentChoice;
  currency: string;
  locale: string;
}) {
  const t = useTranslations('Checkout.shipments');
  const extra = shipments.extraPostage.gross;
  return (
    <fieldset className="checkout-choices" aria-describedby="shipments-later">
      <legend>{t('legend')}</legend>
      <p id="shipments-later" className="checkout-choices__intro">
        {t('later', { products: shipments.later.map((line) => line.view.title).join(', ') })}
      </p>
      {deliverySplits.map((split) => (
        <div key={split} className="checkout-choice">
          <input
            type="radio"
            id={`shipments-${split}`}
            name="deliverySplit"
            value={split}
            defaultChecked={split === shipments.chosen}
            data-refresh="shipments"
          />
          <label htmlFor={`shipments-${split}`}>
            <span className="checkout-choice__title">{t(split)}</span>
            <span className="checkout-choice__price">
              {split === 'complete' || extra === 0
                ? t('noExtra')
                : t('extra', { amount: formatMoney({ amount: extra, currency }, locale) })}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
