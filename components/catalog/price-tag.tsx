import { useTranslations } from 'next-intl';
import type { ShownPrices } from '@/lib/catalog/shown-prices';
import { formatMoney } from '@/lib/pricing/format';
import { conditionMessageKey } from '@/lib/pricing/tax-conditions';
import type { MeasureUnit } from '@/lib/pricing/unit-price';
import type { Translate } from './card-texts';

/** The Price message that writes each unit after a unit price. */
const MEASURE_KEYS: Record<MeasureUnit, string> = {
  m: 'measureM',
  m2: 'measureM2',
  l: 'measureL',
  kg: 'measureKg',
};

interface PriceTagProps {
  prices: ShownPrices;
  locale: string;
  /** The product page's larger price. */
  size?: 'card' | 'page';
  /** The condition of a conditional VAT rate under the VAT note: on the product page and in the cart. */
  conditionNote?: boolean;
}

/** The VAT note that goes with every shown price ("inkl. 20 % MwSt."). */
export function vatText({ price }: ShownPrices, locale: string, t: Translate): string {
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    price.vatRateBasisPoints / 100,
  );
  return price.includesVat ? t('inclVat', { rate }) : t('exclVat');
}

/** The unit price that goes with every shown price of goods sold by measure, or null. */
export function unitPriceText({ unitPrice }: ShownPrices, locale: string, t: Translate): string | null {
  return unitPrice
    ? t('basePrice', { price: formatMoney(unitPrice.price, locale), unit: t(MEASURE_KEYS[unitPrice.unit]) })
    : null;
}

/**
 * A price with its VAT note and, where real ones exist, the labelled 30-day prior price with the discount badge
 * computed from it (docs/product.md §9, rounded-up percent) and the manufacturer's recommended price.
 */
export function PriceTag(props: PriceTagProps) {
  return <PriceTagView {...props} t={useTranslations('Price')} />;
}

/** The price tag with its texts given, for the server and the search overlay alike. */
export function PriceTagView({
  prices,
  locale,
  size = 'card',
  conditionNote = size === 'page',
  t,
}: PriceTagProps & { t: Translate }) {
  const { price, prior, recommended, discountPercent, unitPrice } = prices;
  return (
    <div className={`price-tag price-tag--${size}`}>
      <p className="price-tag__line">
        <span
          className={prior ? 'price-tag__amount price-tag__amount--reduced' : 'price-tag__amount'}
          data-testid="price"
        >
          {formatMoney(price, locale)}
        </span>
        {discountPercent > 0 && (
          <span className="discount-badge" data-testid="discount">
            <span aria-hidden="true">−{discountPercent} %</span>
            <span className="visually-hidden">{t('discount', { percent: discountPercent })}</span>
          </span>
        )}
      </p>
      {unitPrice && (
        <p className="price-tag__unit" data-testid="base-price">
          {unitPriceText(prices, locale, t)}
        </p>
      )}
      {prior && (
        <p className="price-tag__reference" data-testid="prior-price">
          {t('prior')} <s>{formatMoney(prior, locale)}</s>
        </p>
      )}
      {recommended && (
        <p className="price-tag__reference" data-testid="recommended-price">
          <abbr title={t('recommendedLong')}>{t('recommendedShort')}</abbr>{' '}
          <s>{formatMoney(recommended, locale)}</s>
        </p>
      )}
      <p className="price-tag__vat" data-testid="vat-note">
        {vatText(prices, locale, t)}
      </p>
      {price.condition && conditionNote && (
        <p className="price-tag__condition" data-testid="vat-condition">
          {t(conditionMessageKey[price.condition])}
        </p>
      )}
    </div>
  );
}
