import { encodeMarket, type Market } from '../i18n/market';
import { encodeStateSegment, parseListingQuery } from './listing-state';
import type { Target } from './resolve-path';

/**
 * The app route that renders a target for a market (docs/architecture.md "Rendering and caching"). Listings carry their
 * normalised state as a path segment, so every state is its own cacheable page and no page reads the query.
 */
export function internalPathOf(
  market: Market,
  target: Exclude<Target, { kind: 'redirect' }>,
  query: URLSearchParams,
): string {
  const root = `/${encodeMarket(market)}`;
  const state = () => encodeStateSegment(parseListingQuery(query));
  switch (target.kind) {
    case 'home':
      return root;
    case 'product': {
      // A further page of the product's reviews (?reviews=2) is a cached page of its own.
      const reviews = reviewPageOf(query);
      if (reviews) return `${root}/product/${target.productId}/reviews/${reviews}`;
      return `${root}/product/${target.productId}${target.saleElementId === null ? '' : `/${target.saleElementId}`}`;
    }
    case 'category':
      return `${root}/category/${target.categoryId}/${state()}`;
    case 'brand':
      return `${root}/brand/${target.brandId}/${state()}`;
    case 'landing':
      return `${root}/landing/${target.contentId}/${state()}`;
    case 'badgeListing':
      return `${root}/shop-grid-standard/${target.badge}/${state()}`;
    case 'search':
      // base64url: a '%' in a rewritten path makes Next answer 404 even as it renders the page.
      return `${root}/search/${Buffer.from(target.text).toString('base64url')}/${state()}`;
    case 'content':
      return `${root}/content/${target.contentId}`;
    case 'accessibility':
      return `${root}/accessibility/${target.contentId}`;
    case 'brands':
      return `${root}/brands`;
    case 'page':
      return `${root}/${target.path}`;
    case 'notFound':
      return `${root}/unresolved/${target.reason}`;
  }
}

/** The page of reviews `?reviews=N` asks for, from 2 (the product page shows the first); null for anything else. */
export function reviewPageOf(query: URLSearchParams): number | null {
  const page = query.get('reviews') ?? '';
  return /^[1-9]\d{0,4}$/.test(page) && page !== '1' ? Number(page) : null;
}

/** Where a request goes when the backend cannot resolve its path: a page that shows the server-error screen. */
export function unavailablePathOf(market: Market): string {
  return `/${encodeMarket(market)}/unavailable`;
}
