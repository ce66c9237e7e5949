import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { GuideRelated } from '@/components/guide/guide-related';
import { ProductRow } from '@/components/catalog/product-row';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { Breadcrumbs, trailItems } from '@/components/ui/breadcrumbs';
import type { ListingPageData } from '@/lib/catalog/listing-page';
import { localHref } from '@/lib/seo/public-urls';
import { ProductCard } from '../product-card';
import { FacetFilters } from './facet-filters';
import { LoadMore } from './load-more';
import { PaginationNav } from './pagination-nav';
import { SortControl } from './sort-control';
import { MediaImage } from '@/components/ui/media-image';

// Cards above the fold on a phone load at once; the rest lazily.
const EAGER_CARDS = 4;

/** A category, brand, landing, badge listing or search results: filters, order, products, pages (docs/product.md §2 "product listing"). */
export function ListingView({ listing }: { listing: ListingPageData }) {
  const t = useTranslations('Listing');
  const crumbs = useTranslations('Breadcrumb');
  const errors = useTranslations('Errors');
  const { scope, linkPrefix, locale } = listing;
  return (
    <main
      id="main"
      className="listing"
      data-admin-view={scope.query.categoryId && !scope.query.brandId ? 'category' : undefined}
      data-admin-id={scope.query.categoryId}
    >
      <Breadcrumbs label={crumbs('label')} items={trailItems(scope.breadcrumbs, linkPrefix)} />
      <header className="listing__header">
        {scope.logo && <MediaImage image={scope.logo} eager className="listing__logo" />}
        <h1>{scope.heading}</h1>
        {scope.intro && <p className="listing__intro">{scope.intro}</p>}
        {listing.zeroVatNote && (
          <p className="listing__zero-vat" data-testid="zero-vat-note">
            {listing.zeroVatNote}
          </p>
        )}
      </header>
      {/* docs/design.md "Listing on a phone": Filter and Sort in one row, the subcategories in one scrolling row, then
          the products; from 992 px the filters stand as a column beside them. */}
      <div className="listing__body">
        <aside className="listing__filters" aria-label={t('filters')}>
          <details className="filter-sheet">
            <summary className="filter-sheet__toggle">
              <span className="filter-sheet__show">
                {t('filters')}
                {listing.chosen.length > 0 && ` (${listing.chosen.length})`}
              </span>
              <span className="filter-sheet__hide">{t('hideFilters')}</span>
            </summary>
            <div id="listing-filters" className="filter-sheet__panel">
              <FacetFilters listing={listing} />
            </div>
          </details>
        </aside>
        <div className="listing__toolbar">
          <h2 id="listing-count" className="listing__count" data-testid="result-count">
            {t('resultCount', { count: listing.total })}
          </h2>
          <SortControl sort={listing.sort} labels={{ sortLabel: t('sortLabel'), apply: t('sortApply') }} />
        </div>
        {scope.subcategories.length > 0 && (
          <nav aria-label={t('subcategories')} className="subcategories">
            <ul>
              {scope.subcategories.map((category) => (
                <li key={category.path}>
                  <Link href={localHref(linkPrefix, category.path)} prefetch={false}>
                    {category.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className="listing__results" aria-labelledby="listing-count">
          {listing.cards.length > 0 ? (
            <ul className="product-grid" data-listing-items>
              {listing.cards.map((card, index) => (
                <li key={card.id}>
                  <ProductCard product={card} locale={locale} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="listing__empty" role="status">
              {scope.search && listing.chosen.length === 0 ? errors('search.noResults') : t('noProducts')}
            </p>
          )}
          {listing.nextHref && (
            <LoadMore
              nextHref={listing.nextHref}
              labels={{
                loadMore: t('loadMore'),
                loading: t('loading'),
                loaded: t.raw('loaded') as string,
                failed: t('loadFailed'),
              }}
            />
          )}
          <PaginationNav listing={listing} />
        </section>
      </div>
      {scope.descriptionHtml && (
        <section
          className="listing__description content-article__body"
          dangerouslySetInnerHTML={{ __html: scope.descriptionHtml }}
        />
      )}
      <ProductRow
        id="listing-best-sellers"
        title={listing.bestSellers.title}
        products={listing.bestSellers.cards}
        locale={listing.locale}
      />
      <GuideRelated articles={listing.guide.articles} guideHref={listing.guide.guideHref} />
      <JsonLdScript nodes={listing.jsonLd} />
    </main>
  );
}
