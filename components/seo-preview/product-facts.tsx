import { useTranslations } from 'next-intl';
import { TableRegion } from './table-region';
import type { PublishedPrice } from '@/lib/seo-preview/price-agreement';
import type { ProductPreview, StoreProduct } from '@/lib/seo-preview/product-preview';
import { formatLocaleOf } from '@/lib/i18n/market';
import { isKnownAvailability, jsonLdMoney } from './rich-result-line';

function PriceCell({
  price,
  locale,
  feedUnreadable,
}: {
  price: PublishedPrice;
  locale: string;
  feedUnreadable: boolean;
}) {
  const t = useTranslations('SeoPreview');
  if (price.amountMinor === null || price.currency === null) {
    const none =
      price.source !== 'feed' ? 'priceNone' : feedUnreadable ? 'priceFeedUnreadable' : 'priceNotInFeed';
    return <td>{t(none)}</td>;
  }
  return <td>{jsonLdMoney((price.amountMinor / 100).toFixed(2), price.currency, locale)}</td>;
}

/** Whether the product's price is the same in its JSON-LD, on its page, in the cart and in the merchant feed. */
function PriceAgreementTable({ product, locale }: { product: ProductPreview; locale: string }) {
  const t = useTranslations('SeoPreview');
  const { prices, mismatches, offer } = product.prices;
  return (
    <>
      <p
        className={mismatches.length > 0 ? 'seo-verdict seo-verdict--bad' : 'seo-verdict'}
        data-testid="price-verdict"
      >
        {mismatches.length > 0
          ? t('pricesDiffer', { sources: mismatches.map((source) => t(`priceSource.${source}`)).join(', ') })
          : t('pricesAgree')}
      </p>
      <TableRegion label={t('tableOf', { name: t('priceHeading') })}>
        <table className="seo-table" data-testid="price-table">
          <caption>{t('priceCaption', { sku: offer?.sku ?? '—' })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('priceWhere')}</th>
              <th scope="col">{t('priceAmount')}</th>
              <th scope="col">{t('priceSame')}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => (
              <tr
                key={price.source}
                className={mismatches.includes(price.source) ? 'seo-table__bad' : undefined}
              >
                <th scope="row">{t(`priceSource.${price.source}`)}</th>
                <PriceCell price={price} locale={locale} feedUnreadable={product.prices.feedUnreadable} />
                <td>
                  {price.agrees === null
                    ? price.source === 'jsonLd'
                      ? t('priceReference')
                      : '—'
                    : t(price.agrees ? 'yes' : 'no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </>
  );
}

/** A store's price as that store writes it (lei in Romanian), not in the marketer's locale. */
function storePrice(row: StoreProduct): string {
  return row.offer?.price && row.offer.priceCurrency
    ? jsonLdMoney(row.offer.price, row.offer.priceCurrency, formatLocaleOf(row))
    : '—';
}

/** The same product in each store, side by side: what a shopper and Google see there. */
function StoreComparison({ stores }: { stores: StoreProduct[] }) {
  const t = useTranslations('SeoPreview');
  const availability = (value: string | null | undefined) =>
    value ? (isKnownAvailability(value) ? t(`availability.${value}`) : value) : '—';
  const rows: Array<[string, (row: StoreProduct) => string]> = [
    ['compareStatus', (row) => String(row.status)],
    ['compareTitle', (row) => row.title ?? t('none')],
    [
      'compareTitleWidth',
      (row) =>
        row.snippet
          ? t('widthOf', { width: row.snippet.title.widthPx, limit: row.snippet.title.limitPx })
          : '—',
    ],
    ['compareDescription', (row) => row.description ?? t('none')],
    ['comparePrice', storePrice],
    ['compareCurrency', (row) => row.offer?.priceCurrency ?? '—'],
    ['compareAvailability', (row) => availability(row.offer?.availability)],
  ];
  return (
    <TableRegion label={t('tableOf', { name: t('compareHeading') })}>
      <table className="seo-table seo-table--compare" data-testid="store-comparison">
        <thead>
          <tr>
            <td />
            {stores.map((row) => (
              <th key={row.url} scope="col">
                <a href={`?url=${encodeURIComponent(row.url)}`}>
                  {t('compareStore', { store: row.store.toUpperCase(), language: row.language })}
                </a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, cell]) => (
            <tr key={key}>
              <th scope="row">{t(key as 'compareTitle')}</th>
              {stores.map((row) => (
                <td key={row.url}>{cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/** A product page's price wherever it is published, and the product in the other stores. */
export function ProductFacts({ product, locale }: { product: ProductPreview; locale: string }) {
  const t = useTranslations('SeoPreview');
  return (
    <>
      <section className="seo-preview__section" aria-labelledby="price-heading">
        <h2 id="price-heading">{t('priceHeading')}</h2>
        <PriceAgreementTable product={product} locale={locale} />
      </section>
      <section className="seo-preview__section" aria-labelledby="compare-heading">
        <h2 id="compare-heading">{t('compareHeading')}</h2>
        <StoreComparison stores={product.stores} />
      </section>
    </>
  );
}
