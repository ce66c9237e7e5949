import { ratingSummary, type RatingSummary } from './rating';
import type { Image, ProductSummary } from '../shop/types';
import { badgeColours } from './badge-colours';
import { energyArrow, type EnergyArrow } from './energy-labels';
import type { MarketContext } from './market-context';
import { isPriceOnRequest, shownPrices, type ShownPrices } from './shown-prices';
import { stockStateOf, type StockState } from './stock-state';

export interface CardBadge {
  code: string;
  title: string;
  background: string;
  text: string;
}

/** A product as a listing card shows it: everything already priced for the shopper's market. */
export interface ProductCard {
  id: number;
  /** The sale element a card stands for (the default one), for adding it alongside another product. */
  saleElementId: number;
  title: string;
  url: string;
  brand: string | null;
  image: Image | null;
  /** Null for a product whose price is given on request. */
  prices: ShownPrices | null;
  stock: StockState;
  badges: CardBadge[];
  energyLabel: EnergyArrow | null;
  /** The approved reviews' average and count; null or missing without any. */
  rating?: RatingSummary | null;
}

export function toProductCard(product: ProductSummary, context: MarketContext): ProductCard {
  const { defaultSaleElement } = product;
  const prices = isPriceOnRequest(context, product.id)
    ? null
    : shownPrices(context, product, defaultSaleElement.prices, defaultSaleElement.measure);
  return {
    id: product.id,
    saleElementId: defaultSaleElement.id,
    title: product.title,
    url: `${context.linkPrefix}/${product.url}`,
    brand: product.brand?.title ?? null,
    image: product.image,
    prices,
    stock: stockStateOf(defaultSaleElement, product.undeliverableCountryIds, context.deliveryCountry),
    badges: product.badges
      .filter((badge) => !badge.announcesReduction || prices?.prior)
      .map((badge) => ({
        code: badge.code,
        title: badge.title,
        ...badgeColours(badge.color),
      })),
    energyLabel: product.energyLabel && energyArrow(product.energyLabel),
    rating: ratingSummary(product.rating ?? null),
  };
}
