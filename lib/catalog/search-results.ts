import 'server-only';
import type { SearchRequest } from '../api/search';
import { SEARCH_CHUNK, SEARCH_CONTENT_LINKS } from '../api/search-limits';
import type { Market } from '../i18n/market';
import { pricingBasis } from '../pricing/pricing-basis';
import { getShop } from '../shop';
import type { ContentLink } from '../shop/types';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

export interface SearchResults {
  total: number;
  products: ProductCard[];
  /** Top categories with how many results each holds; only with the first chunk (the overlay's filter). */
  categories: Array<{ id: number; title: string; count: number; selected: boolean }> | null;
  /** Content pages that match, with their folders; only with the first chunk. */
  contents: ContentLink[] | null;
}

/**
 * One chunk of the overlay's results for a market: priced for its delivery country and VAT mode like every
 * card. Read from the backend directly, not from the data cache: each text would stay on disk otherwise.
 */
export async function searchResults(market: Market, request: SearchRequest): Promise<SearchResults> {
  const [context, shop] = await Promise.all([getMarketContext(market), getShop()]);
  const first = request.offset === 0;
  const contents = first ? shop.searchContents(request.q, market.language, SEARCH_CONTENT_LINKS) : null;
  const page = await shop.listProducts({
    language: market.language,
    searchText: request.q,
    sort: 'relevance',
    filters: request.category ? { categoryIds: [request.category] } : undefined,
    pricing: pricingBasis(context.taxRules.values(), context.vat, context.store.currency),
    facets: first,
    limit: SEARCH_CHUNK,
    offset: request.offset,
  });
  return {
    total: page.total,
    products: page.items.map((item) => toProductCard(item, context)),
    categories: page.facets?.categories ?? null,
    // Links ready to follow, like the cards': under the page's language prefix.
    contents: contents
      ? (await contents).map((link) => ({ ...link, url: `${context.linkPrefix}/${link.url}` }))
      : null,
  };
}
