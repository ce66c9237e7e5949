import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PriceTag } from '@/components/catalog/price-tag';
import { StockBadge } from '@/components/catalog/stock-badge';
import { MediaImage } from '@/components/ui/media-image';
import type { PageMessage } from '@/lib/api/page-message';
import type { ProductPageData } from '@/lib/catalog/product-page';
import { fixedRowsDiffer, specificationRows } from '@/lib/lists/compare-table';
import { ListActionForm } from './list-message';
import { EmptyList, ListPage } from './list-page';
import '@/app/styles/lists.css';
import '@/app/styles/catalog.css';

interface CompareViewProps {
  products: ProductPageData[];
  message: PageMessage | null;
  locale: string;
  linkPrefix: string;
  limit: number;
  highlight: boolean;
}

/**
 * docs/product.md §2 /compare: up to four products side by side (price, availability, delivery time, brand, every
 * specification), rows that differ highlighted on request, each product removable. A real table with row and
 * column headers; on a phone it scrolls sideways inside a focusable region, the feature column staying put.
 */
export function CompareView({ products, message, locale, linkPrefix, limit, highlight }: CompareViewProps) {
  const t = useTranslations('Lists');
  const stock = useTranslations('Stock');
  const language = locale.slice(0, 2);
  const compared = products.map((product) => ({
    id: product.id,
    priceAmount: product.prices?.price.amount ?? null,
    stockKind: product.stock.kind,
    deliveryTime: product.deliveryDays && stock('deliveryTime', product.deliveryDays),
    brand: product.brand?.title ?? null,
    articleNumber: product.articleNumber,
    specifications: product.specifications,
  }));
  const fixed = fixedRowsDiffer(compared);
  const row = (key: string, title: string, differs: boolean, cells: ReactNode[]) => (
    <tr
      key={key}
      className={highlight && differs ? 'compare-table__row--differs' : undefined}
      data-differs={differs}
    >
      <th scope="row">
        {title}
        {highlight && differs && <span className="visually-hidden"> ({t('differs')})</span>}
      </th>
      {cells.map((cell, index) => (
        <td key={products[index]!.id}>{cell ?? t('notGiven')}</td>
      ))}
    </tr>
  );
  return (
    <ListPage kind="compare" title={t('compareTitle')} message={message} className="list-page compare-page">
      {products.length === 0 ? (
        <EmptyList text={t('compareEmpty', { limit })} linkPrefix={linkPrefix} testId="compare-empty" />
      ) : (
        <>
          <div className="list-page__bar">
            <p data-testid="compare-count">{t('compareCount', { count: products.length, limit })}</p>
            <Link
              href={highlight ? '?' : '?highlight=1'}
              className="button button--secondary"
              data-testid="compare-highlight"
            >
              {highlight ? t('showAll') : t('highlightDifferences')}
            </Link>
            <ListActionForm
              kind="compare"
              action="clear"
              language={language}
              text={t('clearCompare')}
              testId="compare-clear"
            />
          </div>
          <div className="compare-table__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table" data-testid="compare-table">
              <caption id="compare-caption">{t('tableCaption', { count: products.length })}</caption>
              <thead>
                <tr>
                  <td />
                  {products.map((product) => (
                    <th key={product.id} scope="col" data-testid="compare-product">
                      {product.images[0] && (
                        <MediaImage image={product.images[0]} className="compare-table__image" />
                      )}
                      <a
                        href={
                          product.breadcrumbs.at(-1)
                            ? `${linkPrefix}/${product.breadcrumbs.at(-1)!.path}`
                            : '#'
                        }
                      >
                        {product.title}
                      </a>
                      <ListActionForm
                        kind="compare"
                        action="remove"
                        productId={product.id}
                        language={language}
                        label={t('removeFromCompare', { title: product.title })}
                        text={t('remove')}
                        testId="compare-remove"
                      />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {row(
                  'price',
                  t('price'),
                  fixed.price,
                  products.map((product) =>
                    product.prices ? (
                      <PriceTag key={product.id} prices={product.prices} locale={locale} />
                    ) : null,
                  ),
                )}
                {row(
                  'stock',
                  t('stock'),
                  fixed.stock,
                  products.map((product) => (
                    <StockBadge key={product.id} state={product.stock} locale={locale} />
                  )),
                )}
                {row(
                  'delivery',
                  t('deliveryTime'),
                  fixed.deliveryTime,
                  compared.map((product) => product.deliveryTime),
                )}
                {row(
                  'brand',
                  t('brand'),
                  fixed.brand,
                  compared.map((product) => product.brand),
                )}
                {row(
                  'article',
                  t('articleNumber'),
                  true,
                  compared.map((product) => product.articleNumber),
                )}
                {specificationRows(compared).map((specification) =>
                  row(
                    `spec-${specification.title}`,
                    specification.title,
                    specification.differs,
                    specification.values,
                  ),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ListPage>
  );
}
