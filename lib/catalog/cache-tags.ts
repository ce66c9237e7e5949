import type { StoreCode } from '../shop/codes';

/**
 * Tags of cached pages and data (docs/architecture.md "Rendering and caching"). Everything a catalogue page reads
 * carries `catalogue`; single things carry their own tag, every listing `listings`, so a changed product
 * revalidates its page and the listings, and a re-seed or an import revalidates everything.
 */
export const CATALOGUE_TAG = 'catalogue';
export const LISTINGS_TAG = 'listings';
/** The product feeds alone (they also follow the catalogue, listings and store tags). */
export const FEEDS_TAG = 'feeds';

export const tagOf = {
  product: (id: number) => `product:${id}`,
  category: (id: number) => `category:${id}`,
  brand: (id: number) => `brand:${id}`,
  content: (id: number) => `content:${id}`,
  store: (code: StoreCode) => `store:${code}`,
};

/** The tags a revalidation may name. */
export function isCacheTag(tag: string): boolean {
  return /^(catalogue|listings|feeds|(product|category|brand|content):[1-9]\d{0,9}|store:(at|de|ro))$/.test(
    tag,
  );
}

/**
 * The tags a revalidation must reach besides those named: a product shows in listings and feeds with its price
 * and name, so revalidating it alone would show one price on its page and another in its category (PAngV).
 */
export function withDependentTags(tags: readonly string[]): string[] {
  const reached = new Set(tags);
  if (tags.some((tag) => tag.startsWith('product:'))) reached.add(LISTINGS_TAG);
  return [...reached];
}
