import { keepShared, readShared } from '../page-cache/shared-values';
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
 * The rating as another instance kept it (REDIS_URL), for the time it has left; otherwise asked of the provider
 * and kept for every instance.
 */
async function sharedOrAsked(query: ShopRatingQuery, key: string) {
  const shared = await readShared<ShopRating | null>(`shopRating:${key}`);
  if (shared) return { rating: shared.value, seconds: shared.secondsLeft };
  const rating = await fetchShopRating(query);
  const seconds = rating ? RATING_SECONDS : RETRY_SECONDS;
  await keepShared(`shopRating:${key}`, rating, seconds);
  return { rating, seconds };
}

/**
 * The store's rating, asked of the provider at most once per RATING_SECONDS (RETRY_SECONDS after a failure) by
 * this process, and by the whole deployment when instances share a cache; requests meanwhile, also those while
 * it is being asked, share the one answer.
 */
export function cachedShopRating(query: ShopRatingQuery): Promise<ShopRating | null> {
  const key = `${query.shopId}|${query.language}`;
  const kept = entries().get(key);
  if (kept && kept.expiresAt > Date.now()) return kept.answer;
  const answer = sharedOrAsked(query, key).then(({ rating, seconds }) => {
    entries().set(key, { answer, expiresAt: Date.now() + seconds * 1_000 });
    return rating;
  });
  // fetchShopRating never throws and times out, and Redis calls give up within half a second: it always settles.
  entries().set(key, { answer, expiresAt: Number.POSITIVE_INFINITY });
  return answer;
}
