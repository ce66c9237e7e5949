import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/pricing/format';
import { decimalToMinor } from '@/lib/seo-preview/price-agreement';
import type { ProductRichResult } from '@/lib/seo-preview/structured-data-offers';

const AVAILABILITIES = ['InStock', 'OutOfStock', 'BackOrder', 'PreOrder'] as const;
type Availability = (typeof AVAILABILITIES)[number];
export const isKnownAvailability = (value: string): value is Availability =>
  (AVAILABILITIES as readonly string[]).includes(value);

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** An amount as the page's JSON-LD writes it ("1234.50", "EUR") in the marketer's locale; as written if unreadable. */
export function jsonLdMoney(price: string, currency: string, locale: string): string {
  const amount = decimalToMinor(price);
  // A page may write any currency ("€", "EURO"); the preview shows it as written rather than fail on it.
  const known = CURRENCIES.has(currency);
  return amount === null || !known ? `${price} ${currency}` : formatMoney({ amount, currency }, locale);
}

/**
 * The line Google draws under a product's title from its JSON-LD: the price (a range for a product group), the
 * availability and the stars with their count. Nothing when the JSON-LD has no price Google could show.
 */
export function RichResultLine({ richResult, locale }: { richResult: ProductRichResult; locale: string }) {
  const t = useTranslations('SeoPreview');
  const { lowPrice, highPrice, currency, offers, aggregateRating } = richResult;
  const price =
    lowPrice && currency
      ? lowPrice === highPrice || !highPrice
        ? jsonLdMoney(lowPrice, currency, locale)
        : `${jsonLdMoney(lowPrice, currency, locale)} – ${jsonLdMoney(highPrice, currency, locale)}`
      : null;
  const availability = offers.find((offer) => offer.availability)?.availability ?? null;
  const parts = [
    aggregateRating &&
      t('richRating', {
        rating: aggregateRating.ratingValue,
        count: aggregateRating.reviewCount ?? aggregateRating.ratingCount ?? 0,
      }),
    price,
    availability && (isKnownAvailability(availability) ? t(`availability.${availability}`) : availability),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="serp-result__rich" data-testid="serp-rich-result">
      {parts.join(' · ')}
    </p>
  );
}
