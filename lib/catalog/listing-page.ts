import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Market } from '../i18n/market';
import { formatMoney } from '../pricing/format';
import { pricingBasis } from '../pricing/pricing-basis';
import { breadcrumbJsonLd, type JsonLd } from '../seo/json-ld';
import {
  isIndexable,
  listingHref,
  pageWindow,
  withoutFilters,
  withoutPrice,
  withPage,
  withSort,
} from '../seo/listing-links';
import {
  listingQueryString,
  listingSorts,
  PAGE_SIZE,
  sortParam,
  type ListingState,
} from '../seo/listing-state';
import { pageMetadata, metaDescription } from '../seo/metadata';
import { alternateUrls, publicUrl } from '../seo/public-urls';
import { listProducts } from './cached-shop';
import { chosenFilters, facetGroupsView, type FacetGroupView } from './facet-links';
import { loadScope, type ListingScope, type ScopeView } from './listing-scope';
import { guideLinks, type GuideLinks } from './guide-page';
import { bestSellerCards, STRIP_SIZE } from './recommendations';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

/** A GET form's hidden fields: the other parts of the state, so submitting it changes only its own part. */
function hiddenFields(state: ListingState): Array<[string, string]> {
  return [...new URLSearchParams(listingQueryString(state))];
}

export interface ListingPageData {
  scope: ScopeView;
  linkPrefix: string;
  locale: string;
  cards: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  pageLinks: Array<{ page: number; href: string } | 'gap'>;
  previousHref: string | null;
  nextHref: string | null;
  facetGroups: FacetGroupView[];
  chosen: Array<{ label: string; href: string }>;
  clearHref: string | null;
  price: { action: string; fields: Array<[string, string]>; min: string; max: string; range: string | null };
  sort: {
    action: string;
    fields: Array<[string, string]>;
    options: Array<{ value: string; label: string; href: string; selected: boolean }>;
  };
  zeroVatNote: string | null;
  /** A category's articles from the guide. */
  guide: GuideLinks;
  /** A category's best sellers of the last 30 days, on its plain first page. */
  bestSellers: { title: string; cards: ProductCard[] };
  /** Set when the requested page lies past the last one: the page sends the shopper there. */
  redirectTo: string | null;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
}

export async function getListingPage(
  market: Market,
  scope: ListingScope,
  requested: ListingState,
): Promise<ListingPageData | null> {
  const context = await getMarketContext(market);
  const view = await loadScope(context, scope);
  if (!view) return null;
  const { language, store } = market;
  // A category's path from its top category down, as the guide's articles name categories.
  const guideOf = scope.kind === 'category' ? view.breadcrumbs.slice(1).map((crumb) => crumb.title) : [];
  const showsBestSellers = scope.kind === 'category' && requested.page === 1 && isIndexable(requested);
  const [result, guide, bestSellers] = await Promise.all([
    listProducts({
      language,
      ...view.query,
      filters: requested.filters,
      pricing: pricingBasis(context.taxRules.values(), context.vat, context.store.currency),
      facets: true,
      // Search results keep the listings' URLs: the unnamed default order is relevance there.
      sort: view.search && requested.sort === 'sales' ? 'relevance' : requested.sort,
      limit: PAGE_SIZE,
      offset: (requested.page - 1) * PAGE_SIZE,
    }),
    guideLinks(market, guideOf),
    showsBestSellers
      ? bestSellerCards(market, context, { categoryId: scope.categoryId, size: STRIP_SIZE })
      : Promise.resolve([]),
  ]);
  const t = await getTranslations({ locale: context.formatLocale, namespace: 'Listing' });
  const facets = result.facets!;
  const state: ListingState = { ...requested, filters: facets.applied };
  const path = `${context.linkPrefix}/${view.path}`;
  const pageCount = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  const money = (amount: number) =>
    formatMoney({ amount, currency: context.store.currency.code }, context.formatLocale);
  const major = (amount: number | undefined) => (amount === undefined ? '' : String(amount / 100));
  const priceLabel =
    state.filters.priceMin !== undefined || state.filters.priceMax !== undefined
      ? t('priceChosen', {
          from: state.filters.priceMin !== undefined ? money(state.filters.priceMin) : '—',
          to: state.filters.priceMax !== undefined ? money(state.filters.priceMax) : '—',
        })
      : null;
  const facetGroups = facetGroupsView(facets, state, path, result.total, {
    categories: t('facets.categories'),
    brands: t('facets.brands'),
    colours: t('facets.colours'),
    sizes: t('facets.sizes'),
    badges: t('facets.badges'),
    availability: t('facets.availability'),
    availabilityValue: (value) => t(`availability.${value}`),
  });
  const chosen = chosenFilters(facetGroups, state, path, priceLabel);
  const indexable = isIndexable(state) && result.total > 0 && !view.search;
  const canonical = publicUrl(context.origins, store, language, view.path, listingQueryString(state));
  const pageQuery = state.page > 1 ? `page=${state.page}` : '';
  const title = state.page > 1 ? t('titlePage', { title: view.metaTitle, page: state.page }) : view.metaTitle;
  const absolute = (crumbPath: string) => publicUrl(context.origins, store, language, crumbPath);
  return {
    scope: view,
    linkPrefix: context.linkPrefix,
    locale: context.formatLocale,
    cards: result.items.map((item) => toProductCard(item, context)),
    total: result.total,
    page: state.page,
    pageCount,
    pageLinks: pageWindow(state.page, pageCount).map((entry) =>
      entry === 'gap' ? entry : { page: entry, href: listingHref(path, withPage(state, entry)) },
    ),
    previousHref: state.page > 1 ? listingHref(path, withPage(state, state.page - 1)) : null,
    nextHref: state.page < pageCount ? listingHref(path, withPage(state, state.page + 1)) : null,
    facetGroups,
    chosen,
    clearHref: chosen.length > 1 ? listingHref(path, withoutFilters(state)) : null,
    price: {
      action: path,
      fields: hiddenFields(withPage(withoutPrice(state), 1)),
      min: major(state.filters.priceMin),
      max: major(state.filters.priceMax),
      range: facets.priceRange
        ? t('priceRange', { min: money(facets.priceRange.min), max: money(facets.priceRange.max) })
        : null,
    },
    sort: {
      action: path,
      fields: hiddenFields(withSort(state, 'sales')),
      options: listingSorts.map((sort) => ({
        value: sortParam(sort),
        label: view.search && sort === 'sales' ? t('sort.relevance') : t(`sort.${sort}`),
        href: listingHref(path, withSort(state, sort)),
        selected: state.sort === sort,
      })),
    },
    zeroVatNote: view.zeroVat ? context.store.config.zeroVat.title || null : null,
    guide,
    bestSellers: { title: t('bestSellers', { category: view.heading }), cards: bestSellers },
    redirectTo: state.page > pageCount ? listingHref(path, withPage(state, pageCount)) : null,
    metadata: pageMetadata({
      title: `${title} | ${context.store.config.storeName}`,
      description: metaDescription(view.metaDescription || view.intro || view.heading),
      canonical,
      alternates: alternateUrls(
        context.origins,
        view.pathByLanguage,
        scope.kind === 'landing' ? [store] : undefined,
        pageQuery,
      ),
      indexable,
      siteName: context.store.config.storeName,
      locale: context.formatLocale,
    }),
    jsonLd: [
      breadcrumbJsonLd(view.breadcrumbs.map((crumb) => ({ name: crumb.title, url: absolute(crumb.path) }))),
    ],
  };
}
