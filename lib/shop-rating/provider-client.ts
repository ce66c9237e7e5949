import { env } from '../env';
import { shopRatingOf } from './provider-answer';
import type { ShopRating } from './types';

// A badge is decoration: a slow provider must not hold a request for longer than this.
const TIMEOUT_MS = 3_000;

export interface ShopRatingQuery {
  shopId: string;
  /** The store's language: criteria names come back in it. */
  language: string;
}

/** docs/product.md §7: the widget provider is asked with shop id, type, source and language. */
export function providerUrl(base: string, { shopId, language }: ShopRatingQuery): string {
  const query = new URLSearchParams({ shopid: shopId, type: 'rating', src: 'api', lang: language });
  return `${base}?${query}`;
}

/**
 * The store's rating as ShopVote gives it (SHOPVOTE_API_URL; null while that is unset). Never throws: an
 * unreachable or slow provider, an error status or an answer the badge cannot show is logged in one line and
 * answered with null.
 */
export async function fetchShopRating(query: ShopRatingQuery): Promise<ShopRating | null> {
  const base = env().SHOPVOTE_API_URL;
  if (!base) return null;
  const failed = (reason: string) => {
    console.warn(`ShopVote rating of shop ${query.shopId} unavailable: ${reason}`);
    return null;
  };
  try {
    const response = await fetch(providerUrl(base, query), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      // rating-cache.ts decides how long an answer is kept, and keeps a failure for a shorter time.
      cache: 'no-store',
    });
    if (!response.ok) return failed(`status ${response.status}`);
    const rating = shopRatingOf(await response.json());
    return rating ?? failed('an answer without a usable rating');
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}
