import type { Money } from '../pricing/money';
import type { FeedOffer } from './feed-prices';
import type { RichResultOffer } from './structured-data-offers';

/** Where a product's price is published: its JSON-LD, its page, the cart and the store's merchant feed. */
export type PriceSource = 'jsonLd' | 'page' | 'cart' | 'feed';

/** One source's price in minor units, or why it has none. */
export interface PublishedPrice {
  source: PriceSource;
  amountMinor: number | null;
  currency: string | null;
  /** Equal to the JSON-LD offer's price and currency; null when either has no price to compare. */
  agrees: boolean | null;
}

export interface PriceAgreement {
  /** The JSON-LD offer for the sale element the page shows; null when the page's JSON-LD has none. */
  offer: RichResultOffer | null;
  prices: PublishedPrice[];
  /** The sources whose price differs from the JSON-LD's, or that have none where one was expected. */
  mismatches: PriceSource[];
  /** The store's feed could not be read: its price is unknown, not missing. */
  feedUnreadable: boolean;
}

/** "1234.50" → 123450; null for anything Google would not read as a price. */
export function decimalToMinor(decimal: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** A feed price ("1234.50 EUR") as an amount and a currency. */
function feedPrice(offer: FeedOffer | undefined | null): {
  amountMinor: number | null;
  currency: string | null;
} {
  const [amount, currency] = offer?.price.split(' ') ?? [];
  return { amountMinor: amount ? decimalToMinor(amount) : null, currency: currency ?? null };
}

/**
 * The offer the page is about: the one at the page's own address (a variant's own page), else the one of the
 * article number the page shows (a product group's page shows its default variant, whose offer has the variant's
 * address), else the only one there is.
 */
export function offerOfPage(
  offers: readonly RichResultOffer[],
  pageUrl: string,
  shownSku: string | null = null,
): RichResultOffer | null {
  return (
    offers.find((offer) => offer.url === pageUrl) ??
    offers.find((offer) => shownSku !== null && offer.sku === shownSku) ??
    (offers.length === 1 ? offers[0]! : null)
  );
}

/**
 * Whether a product's price is the same wherever it is published for one store: the JSON-LD Google shows in the
 * result, the page a shopper reads, the cart that charges it and the feed Merchant Center advertises it with.
 * Each must equal the JSON-LD offer in amount and currency; a page or cart without a price where the JSON-LD has
 * one counts as a mismatch too. A feed without the item is told apart, not held against it: Merchant Center takes
 * goods only, so services are rightly missing.
 */
export function priceAgreement(input: {
  offer: RichResultOffer | null;
  page: { amountMinor: number } | null;
  currency: string;
  cart: Money | null;
  /** The feed's item for the offer's SKU; null when the feed itself could not be read. */
  feed: FeedOffer | undefined | null;
}): PriceAgreement {
  const { offer } = input;
  const expected = offer && {
    amountMinor: offer.price === null ? null : decimalToMinor(offer.price),
    currency: offer.priceCurrency,
  };
  const published: Array<Omit<PublishedPrice, 'agrees'>> = [
    { source: 'jsonLd', ...(expected ?? { amountMinor: null, currency: null }) },
    {
      source: 'page',
      amountMinor: input.page?.amountMinor ?? null,
      currency: input.page ? input.currency : null,
    },
    { source: 'cart', amountMinor: input.cart?.amount ?? null, currency: input.cart?.currency ?? null },
    { source: 'feed', ...feedPrice(input.feed) },
  ];
  // The feed lists goods Merchant Center takes (no services, nothing on request): an item it lacks is not a price.
  const compared = (price: (typeof published)[number]) =>
    price.source !== 'jsonLd' && expected?.amountMinor != null && !(price.source === 'feed' && !input.feed);
  const prices = published.map((price) => ({
    ...price,
    agrees: compared(price)
      ? price.amountMinor === expected!.amountMinor && price.currency === expected!.currency
      : null,
  }));
  const mismatches = prices
    .filter(
      (price) =>
        price.agrees === false || (price.source === 'jsonLd' && input.page && price.amountMinor === null),
    )
    .map((price) => price.source);
  return { offer, prices, mismatches, feedUnreadable: input.feed === null };
}
