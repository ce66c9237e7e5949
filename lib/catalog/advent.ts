import 'server-only';
import type { Market } from '../i18n/market';
import { listProducts } from './cached-shop';
import { getMarketContext } from './market-context';
import { toProductCard, type ProductCard } from './product-cards';

export interface AdventDoor {
  day: number;
  /** Behind an opened door: the day's offer. Closed doors reveal nothing. */
  offer: ProductCard | null;
}

export interface AdventCalendar {
  doors: AdventDoor[];
  /** docs/product.md §3 advent_gift: the wrapped present a closed door shows; '' for none. */
  gift: string;
}

const DOORS = 24;

/** The calendar's day in Vienna, where the shop opens its doors: 0 before December. */
export function adventDay(now: Date): number {
  const [month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Vienna',
    month: 'numeric',
    day: 'numeric',
  })
    .formatToParts(now)
    .filter((part) => part.type === 'month' || part.type === 'day')
    .map((part) => Number(part.value));
  return month === 12 ? Math.min(day ?? 0, DOORS) : 0;
}

/**
 * The advent calendar of a store with the advent setting on: door N opens on December N with one of the
 * store's featured products; null when the store runs no calendar.
 */
export async function getAdventCalendar(market: Market, now: Date): Promise<AdventCalendar | null> {
  const context = await getMarketContext(market);
  const { config } = context.store;
  if (!config.advent.enabled) return null;
  const offerIds = [...config.home.productIds, ...config.home.bestSellerProductIds];
  const today = adventDay(now);
  const opened = Array.from(
    { length: today },
    (_, index) => offerIds[index % Math.max(offerIds.length, 1)],
  ).filter((id): id is number => id !== undefined);
  const page = await listProducts({
    language: market.language,
    productIds: [...new Set(opened)],
    limit: 100,
  });
  const byId = new Map(page.items.map((product) => [product.id, toProductCard(product, context)]));
  return {
    gift: config.advent.gift,
    doors: Array.from({ length: DOORS }, (_, index) => ({
      day: index + 1,
      offer: index < today ? (byId.get(opened[index] ?? -1) ?? null) : null,
    })),
  };
}
