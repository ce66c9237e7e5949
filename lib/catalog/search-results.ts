import 'server-only';
import type { SearchRequest } from './search-input';
import { SEARCH_CHUNK, SEARCH_CONTENT_LINKS } from './search-limits';
import type { Market } from '../i18n/market';
import { getCatalog } from '../storefront';
import type { ContentLink, SearchCategoryCount } from '../shop/types';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

export interface SearchResults {
  total: number;
  products: ProductCard[];
  /** Top categories with how many results each holds; only with the first chunk (the overlay's filter). */
  categories: SearchCategoryCount[] | null;
  /** Content pages that match, with their folders; only with the first chunk. */
  contents: ContentLink[] | null;
}

/**
 * One chunk of the overlay's results for a market: priced for its delivery country and VAT mode like every
 * card. Read from the backend directly, not from the data cache: each text would stay on disk otherwise.
 */
export async function searchResults(market: Market, request: SearchRequest): Promise<SearchResults> {
  const [context, shop] = await Promise.all([getMarketContext(market), getCatalog()]);
  const found = await shop.quickSearch({
    language: market.language,
    text: request.q,
    categoryId: request.category,
    offset: request.offset,
    limit: SEARCH_CHUNK,
    overview: request.offset === 0,
    contentLimit: SEARCH_CONTENT_LINKS,
  });
  return {
    total: found.total,
    products: found.items.map((item) => toProductCard(item, context)),
    categories: found.categories,
    // Links ready to follow, like the cards': under the page's language prefix.
    contents: found.contents?.map((link) => ({ ...link, url: `${context.linkPrefix}/${link.url}` })) ?? null,
  };
}
