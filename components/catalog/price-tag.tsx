import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import type { DisplayPrice } from '@/lib/pricing/display-price';

interface PriceTagProps {
  price: DisplayPrice;
  regularPrice: DisplayPrice | null;
  locale: string;
}

/** A price with its VAT note and, during a promotion, the real regular price struck through. */
export function PriceTag({ price, regularPrice, locale }: PriceTagProps) {
  const t = useTranslations('Price');
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
    price.vatRateBasisPoints / 100,
  );
  return (
    <p className="price-tag">
      <span
        className={regularPrice ? 'price-tag__amount price-tag__amount--promo' : 'price-tag__amount'}
        data-testid="price"
      >
        {formatMoney(price, locale)}
      </span>
      {regularPrice && (
        <span className="price-tag__regular">
          <span className="visually-hidden">{t('regularPrice')} </span>
          <s>{formatMoney(regularPrice, locale)}</s>
        </span>
      )}
      <span className="price-tag__vat" data-testid="vat-note">
        {price.includesVat ? t('inclVat', { rate }) : t('exclVat')}
      </span>
    </p>
  );
}
