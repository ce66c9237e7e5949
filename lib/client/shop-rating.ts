import type { ShopRating } from '../shop-rating/types';

/** docs/product.md §9: the review widget's answer is kept in session storage for 1,800 s. */
const KEPT_MS = 1_800_000;
// The shape's version is in the key: a copy written by an earlier release is not read as today's shape.
const RATING_KEY = 'shopRating.v1';
/** docs/product.md §4 "Review badge visibility": 1 while shown, 0 once closed, for the session. */
export const BADGE_FLAG = 'reviewBadge';

/** The tab's session storage; null where the browser refuses it (storage disabled, some private modes). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The rating this session kept, while younger than KEPT_MS. */
export function keptRating(storage: Storage, now: number): ShopRating | null {
  try {
    const kept = JSON.parse(storage.getItem(RATING_KEY) ?? 'null') as {
      storedAt?: unknown;
      rating?: ShopRating;
    };
    const age = typeof kept?.storedAt === 'number' ? now - kept.storedAt : Number.NaN;
    return age >= 0 && age < KEPT_MS && kept.rating ? kept.rating : null;
  } catch {
    return null;
  }
}

export function keepRating(storage: Storage, rating: ShopRating, now: number): void {
  try {
    storage.setItem(RATING_KEY, JSON.stringify({ storedAt: now, rating }));
  } catch {
    // A full storage only costs the next page a request.
  }
}

/** Whether the badge shows in this session: it starts visible (1) until the shopper closes it (0). */
export function badgeShown(storage: Storage | null): boolean {
  if (!storage) return true;
  if (storage.getItem(BADGE_FLAG) === null) storage.setItem(BADGE_FLAG, '1');
  return storage.getItem(BADGE_FLAG) !== '0';
}

export function closeBadge(storage: Storage | null): void {
  storage?.setItem(BADGE_FLAG, '0');
}

/** The shop's route; a store without a rating, a provider that is down or no network all come back as null. */
async function askShop(): Promise<ShopRating | null> {
  try {
    const response = await fetch('/api/shop-rating', { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    return ((await response.json()) as { data: { rating: ShopRating | null } }).data.rating;
  } catch {
    return null;
  }
}

/**
 * The store's rating from the session's copy or the shop's own route (never ShopVote: the browser talks to the
 * shop only); a null answer is not kept, so the next page asks again.
 */
export async function loadShopRating(storage: Storage | null): Promise<ShopRating | null> {
  const kept = storage && keptRating(storage, Date.now());
  if (kept) return kept;
  const rating = await askShop();
  if (rating && storage) keepRating(storage, rating, Date.now());
  return rating;
}
