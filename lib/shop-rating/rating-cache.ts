import { fetchShopRating, type ShopRatingQuery } from './provider-client';
import type { ShopRating } from './types';

/** docs/product.md §9: the review widget's data is kept 1,800 s. */
export const RATING_SECONDS = 1_800;
/** A provider that failed is asked again after this, not after 1,800 s, nor on every page view meanwhile. */
export const RETRY_SECONDS = 60;

interface Entry {
  answer: Promise<ShopRating | null>;
  expiresAt: number;
}

const KEY = Symbol.for('storefront.shopRatings');
type Holder = typeof globalThis & { [KEY]?: Map<string, Entry> };

// One entry per shop id and language (a handful): the process's route bundles share it through globalThis.
function entries(): Map<string, Entry> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/**
 * The store's rating, asked of the provider at most once per RATING_SECONDS (RETRY_SECONDS after a failure) by
 * this process; requests meanwhile, also those while it is being asked, share the one answer.
 */
export function cachedShopRating(query: ShopRatingQuery): Promise<ShopRating | null> {
  const key = `${query.shopId}|${query.language}`;
  const kept = entries().get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.answer;
  const answer = fetchShopRating(query).then((rating) => {
    const seconds = rating ? RATING_SECONDS : RETRY_SECONDS;
    entries().set(key, { answer, expiresAt: Date.now() + seconds * 1_000 });
    return rating;
  });
  // fetchShopRating never throws and times out, so a pending entry always settles.
  entries().set(key, { answer, expiresAt: Number.POSITIVE_INFINITY });
  return answer;
}
