import { useTranslations } from 'next-intl';
import type { ShownPrices } from '@/lib/catalog/shown-prices';
import { formatMoney } from '@/lib/pricing/format';
import type { Translate } from './card-texts';

interface PriceTagProps {
  prices: ShownPrices;
  locale: string;
  /** The product page's larger price. */
  size?: 'card' | 'page';
}

/**
 * A price with its VAT note and, where a real one exists, the labelled reference price struck through and the
 * discount badge (SPEC §9, rounded-up percent).
 */
export function PriceTag(props: PriceTagProps) {
  return <PriceTagView {...props} t={useTranslations('Price')} />;
}

/** The price tag with its texts given, for the server and the search overlay alike. */
export function PriceTagView({ prices, locale, size = 'card', t }: PriceTagProps & { t: Translate }) {
  const { price, reference, discountPercent } = prices;
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    price.vatRateBasisPoints / 100,
  );
  return (
    <div className={`price-tag price-tag--${size}`}>
      <p className="price-tag__line">
        <span
          className={reference ? 'price-tag__amount price-tag__amount--reduced' : 'price-tag__amount'}
          data-testid="price"
        >
          {formatMoney(price, locale)}
        </span>
        {reference && (
          <span className="price-tag__reference" data-testid="reference-price">
            <abbr title={t(reference.kind === 'regular' ? 'regularLong' : 'recommendedLong')}>
              {t(reference.kind === 'regular' ? 'regularShort' : 'recommendedShort')}
            </abbr>{' '}
            <s>{formatMoney(reference.price, locale)}</s>
          </span>
        )}
        {discountPercent > 0 && (
          <span className="discount-badge" data-testid="discount">
            <span aria-hidden="true">−{discountPercent} %</span>
            <span className="visually-hidden">{t('discount', { percent: discountPercent })}</span>
          </span>
        )}
      </p>
      <p className="price-tag__vat" data-testid="vat-note">
        {price.includesVat ? t('inclVat', { rate }) : t('exclVat')}
      </p>
    </div>
  );
}
