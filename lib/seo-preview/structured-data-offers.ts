import { nodesOf, parseJsonLdBlock, typesOf, type JsonLdNode } from './structured-data-blocks';

/** One offer as Google reads it for a product's result: what it costs, in which currency, and whether it is there. */
export interface RichResultOffer {
  url: string | null;
  sku: string | null;
  /** The price as written, when it is a plain decimal Google can read ("129.90", 129.9); null otherwise. */
  price: string | null;
  priceCurrency: string | null;
  /** schema.org's availability without its address: 'InStock', 'OutOfStock', 'BackOrder' … */
  availability: string | null;
}

/** What Google's result line for a product page draws on: name, price or price range, stock, and stars. */
export interface ProductRichResult {
  name: string | null;
  /** A Product's own offers; a ProductGroup's, variant by variant. */
  offers: RichResultOffer[];
  /** The range of the priced offers; null when none is priced, or their currencies differ or are missing. */
  lowPrice: string | null;
  highPrice: string | null;
  currency: string | null;
  aggregateRating: {
    ratingValue: number;
    bestRating: number;
    reviewCount: number | null;
    ratingCount: number | null;
  } | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const decimal = (value: unknown): string | null => {
  const written = typeof value === 'number' ? String(value) : text(value);
  return written !== null && /^\d+(\.\d+)?$/.test(written) ? written : null;
};

const numberOf = (value: unknown): number | null => {
  const number = decimal(value);
  return number === null ? null : Number(number);
};

// The URL form (https://schema.org/InStock) is what Google documents; http:, `schema:` and the bare name occur too.
const shortName = (value: unknown): string | null =>
  text(value)?.replace(/^(https?:\/\/schema\.org\/|schema:)/, '') ?? null;

/**
 * The product a page's JSON-LD describes, as its rich result would show it; null when no block has a Product or
 * ProductGroup. A ProductGroup is preferred: variants may stand beside it as Products of their own. Items may
 * sit in arrays or under `@graph`, and a variant may be only an `@id` pointing to another item.
 */
export function productOffers(jsonLdBlocks: string[]): ProductRichResult | null {
  const items = jsonLdBlocks.flatMap((block) => {
    const parsed = parseJsonLdBlock(block);
    return parsed.kind === 'parsed' ? parsed.nodes.map(({ node }) => node) : [];
  });
  const ofType = (type: string) => items.find((node) => typesOf(node).includes(type));
  const product = ofType('ProductGroup') ?? ofType('Product');
  if (!product) return null;
  const byId = new Map(
    items.flatMap((node) => (typeof node['@id'] === 'string' ? [[node['@id'], node]] : [])),
  );
  const resolved = (node: JsonLdNode) => (typeof node['@id'] === 'string' && byId.get(node['@id'])) || node;
  // A lone Product is its own only variant.
  const variants = typesOf(product).includes('ProductGroup')
    ? nodesOf(product.hasVariant).map(resolved)
    : [product];
  const offers = variants.flatMap((variant) =>
    nodesOf(variant.offers).map((offer) => offerOf(offer, variant)),
  );
  const priced = offers.filter((offer) => offer.price !== null);
  const currencies = new Set(priced.map((offer) => offer.priceCurrency));
  const currency = currencies.size === 1 ? priced[0]!.priceCurrency : null;
  const byPrice = currency ? [...priced].sort((a, b) => Number(a.price) - Number(b.price)) : [];
  return {
    name: text(product.name),
    offers,
    lowPrice: byPrice[0]?.price ?? null,
    highPrice: byPrice.at(-1)?.price ?? null,
    currency,
    aggregateRating: ratingOf(nodesOf(product.aggregateRating)[0]),
  };
}

function offerOf(offer: JsonLdNode, variant: JsonLdNode): RichResultOffer {
  // Without a price of its own an offer may name it in a priceSpecification, but not in the struck-through one
  // a reduction carries beside the price.
  const specification = nodesOf(offer.priceSpecification).find(
    (candidate) => !/(StrikethroughPrice|ListPrice)$/.test(String(candidate.priceType)),
  );
  const priced = decimal(offer.price) === null && specification ? specification : offer;
  return {
    url: text(offer.url) ?? text(variant.url),
    sku: text(offer.sku) ?? text(variant.sku),
    price: decimal(priced.price),
    priceCurrency: text(priced.priceCurrency) ?? text(offer.priceCurrency),
    availability: shortName(offer.availability),
  };
}

function ratingOf(rating: JsonLdNode | undefined): ProductRichResult['aggregateRating'] {
  const ratingValue = numberOf(rating?.ratingValue);
  if (!rating || ratingValue === null) return null;
  return {
    ratingValue,
    // Google reads a rating on a scale of 5 unless told otherwise.
    bestRating: numberOf(rating.bestRating) ?? 5,
    reviewCount: numberOf(rating.reviewCount),
    ratingCount: numberOf(rating.ratingCount),
  };
}
