import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Market } from '../i18n/market';
import type { JsonLd } from '../seo/json-ld';
import { reviewPage, reviewsOf, type ReviewPage } from './cached-reviews';
import { reviewStructuredData } from './rating';
import { metaDescription, pageMetadata } from '../seo/metadata';
import { alternateUrls, localHref, publicUrl } from '../seo/public-urls';
import { SOCIAL_CARD, socialCardPath } from '../seo/social-card-image';
import type { Feature, Image, ProductDetail, ProductSaleElement } from '../shop/types';
import { catalogue } from './cached-shop';
import { sanitizeContentHtml } from './content-html';
import { energyLabelView, type EnergyLabelView } from './energy-labels';
import type { Crumb } from './listing-scope';
import { getMarketContext, type MarketContext } from './market-context';
import { openingVariant } from './opening-variant';
import { toProductCard, type ProductCard } from './product-cards';
import { productSafetyView, type ProductSafetyView } from './product-safety';
import { productStructuredData } from './product-structured-data';
import { shippingDestinations } from './shipping-rates';
import type { OrderRules } from './quantity';
import { isPriceOnRequest, shownPrices, type ShownPrices } from './shown-prices';
import { stockStateOf, type StockState } from './stock-state';
import { guideLinks, type GuideLinks } from './guide-page';
import { productRecommendations } from './recommendations';
import { productSetView, type ProductSetView } from './product-set';
import { variantPickers } from './variant-pickers';

export interface VariantChoice {
  title: string;
  href: string;
  selected: boolean;
  swatch?: string | null;
  stock: StockState['kind'];
}

export interface ProductPageData {
  id: number;
  /** The sale element shown, which the add-to-cart form adds. */
  saleElementId: number;
  title: string;
  /** The product's rewritten URL (without the variant). */
  path: string;
  brand: { title: string; href: string } | null;
  articleNumber: string;
  ean: string | null;
  images: Image[];
  breadcrumbs: Crumb[];
  colours: VariantChoice[];
  sizes: VariantChoice[];
  selectedColour: string | null;
  selectedSize: string | null;
  prices: ShownPrices | null;
  /** What the product holds when it is a set, with its saving against the parts; null otherwise. */
  set: ProductSetView | null;
  energyLabel: EnergyLabelView | null;
  contact: { phone: string; email: string };
  stock: StockState;
  deliveryDays: { min: number; max: number } | null;
  orderRules: OrderRules;
  unit: string;
  chapo: string;
  descriptionHtml: string;
  specifications: Array<{ title: string; value: string }>;
  documents: Array<{ title: string; href: string }>;
  safety: ProductSafetyView | null;
  /** The first page of approved reviews with their average and count. */
  reviews: ReviewPage;
  related: {
    accessories: ProductCard[];
    /** What the product's buyers also bought (last 30 days). */
    boughtTogether: ProductCard[];
    related: ProductCard[];
    alternatives: ProductCard[];
    services: ProductCard[];
    /** The sets that hold this product. */
    inSets: ProductCard[];
  };
  zeroVatNote: string | null;
  /** The guide's articles about the product's categories. */
  guide: GuideLinks;
  linkPrefix: string;
  locale: string;
  metadata: ReturnType<typeof pageMetadata>;
  jsonLd: JsonLd[];
}

function specification(feature: Feature, locale: string): { title: string; value: string } {
  if (feature.kind === 'listed') return { title: feature.title, value: feature.value };
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(feature.value);
  return { title: feature.title, value: feature.unit ? `${number} ${feature.unit}` : number };
}

function stateOf(context: MarketContext, product: ProductDetail, element: ProductSaleElement): StockState {
  return stockStateOf(element, product.undeliverableCountryIds, context.deliveryCountry);
}

/**
 * The image a shared link shows: the product's first picture as its 1,200 × 630 social card where one can be
 * drawn (a PNG under /media), else the picture itself.
 */
function shareImage(context: MarketContext, image: Image, title: string) {
  const origin = context.origins[context.store.code];
  const card = socialCardPath(image.url);
  const alt = image.alt || title;
  return card
    ? { url: `${origin}${card}`, ...SOCIAL_CARD, alt }
    : { ...image, url: `${origin}${image.url}`, alt };
}

/** The product node (the first) carries the approved reviews' rating and the reviews shown. */
function withReviews([productNode, ...rest]: JsonLd[], reviews: Record<string, unknown>): JsonLd[] {
  if (!productNode) return rest;
  const product = { ...productNode, ...reviews };
  // Google's product results need offers (a group's are its variants'), a review or a rating; a price on request
  // without reviews has none of them, and such a Product is an error in its rich-result test: the page names none.
  const valid = ['offers', 'hasVariant', 'review', 'aggregateRating'].some((key) => key in product);
  return valid ? [product, ...rest] : rest;
}

/** A product page for a market, with the sale element shown (the default one unless a variant was asked for). */
export async function getProductPage(
  market: Market,
  productId: number,
  saleElementId: number | null,
): Promise<ProductPageData | null> {
  const [context, product] = await Promise.all([
    getMarketContext(market),
    catalogue.product(productId, market.language),
  ]);
  if (!product) return null;
  // The product's own address opens on an orderable variant; a variant's address shows that variant.
  const selected =
    saleElementId === null
      ? openingVariant(product.saleElements)
      : product.saleElements.find((element) => element.id === saleElementId);
  if (!selected) return null;
  const [urls, t, reviews, destinations, guide, recommendations] = await Promise.all([
    catalogue.urls('product', productId),
    getTranslations({ locale: context.formatLocale, namespace: 'Breadcrumb' }),
    reviewPage(productId, 1),
    shippingDestinations(catalogue, market.store, market.language),
    guideLinks(
      market,
      product.categoryPath.map((step) => step.title),
    ),
    productRecommendations(market, context, product),
  ]);
  const { linkPrefix, formatLocale, store } = context;
  const href = (path: string) => localHref(linkPrefix, path);
  const pickers = variantPickers(product.saleElements, selected);
  const choice = (
    option: (typeof pickers.colours)[number] | (typeof pickers.sizes)[number],
  ): VariantChoice => ({
    title: option.title,
    href: href(option.saleElement.url),
    selected: option.selected,
    stock: stateOf(context, product, option.saleElement).kind,
    ...('swatch' in option ? { swatch: option.swatch } : {}),
  });
  const stock = stateOf(context, product, selected);
  const cards = (items: ProductDetail['related']) => items.map((item) => toProductCard(item, context));
  const onRequest = isPriceOnRequest(context, product.id);
  const canonical = publicUrl(context.origins, store.code, market.language, product.url);
  const zeroVat = product.categoryPath.some((step) => store.config.zeroVat.categoryIds.includes(step.id));
  const image = product.images[0];
  const prices = onRequest ? null : shownPrices(context, product, selected.prices, selected.measure);
  return {
    id: product.id,
    saleElementId: selected.id,
    title: product.title,
    path: product.url,
    brand: product.brand ? { title: product.brand.title, href: href(product.brand.url) } : null,
    articleNumber: selected.ref,
    ean: selected.ean,
    images: product.images,
    breadcrumbs: [
      { title: t('home'), path: '' },
      ...product.categoryPath.map((step) => ({ title: step.title, path: step.url })),
      { title: product.title, path: product.url },
    ],
    colours: pickers.colours.map(choice),
    sizes: pickers.sizes.map(choice),
    selectedColour: selected.colour?.title ?? null,
    selectedSize: selected.size?.title ?? null,
    prices,
    set: productSetView(context, product.setParts, selected.id, prices && prices.price),
    energyLabel: product.energyLabel && energyLabelView(product.energyLabel),
    contact: { phone: store.info.phone, email: store.info.email },
    stock,
    deliveryDays: stock.kind === 'inStock' || stock.kind === 'backorder' ? product.deliveryDays : null,
    orderRules: { minimum: product.minQuantity, multiple: product.orderMultiple },
    unit: product.unit,
    chapo: product.chapo,
    descriptionHtml: sanitizeContentHtml(product.description),
    specifications: product.features.map((feature) => specification(feature, formatLocale)),
    documents: product.documents.map((document) => ({ title: document.title, href: document.url })),
    safety: productSafetyView(product, selected),
    reviews,
    related: {
      accessories: cards(product.accessories),
      boughtTogether: recommendations.boughtTogether,
      related: cards(product.related),
      alternatives: [...cards(product.alternatives), ...recommendations.moreAlternatives],
      services: cards(product.services),
      inSets: cards(product.inSets),
    },
    zeroVatNote: zeroVat ? store.config.zeroVat.title || null : null,
    guide,
    linkPrefix,
    locale: formatLocale,
    metadata: pageMetadata({
      title: `${product.metaTitle || product.title} | ${store.config.storeName}`,
      description: metaDescription(product.metaDescription || product.chapo),
      canonical,
      alternates: alternateUrls(context.origins, urls),
      indexable: true,
      siteName: store.config.storeName,
      locale: formatLocale,
      ...(image ? { image: shareImage(context, image, product.title) } : {}),
    }),
    jsonLd: withReviews(
      productStructuredData(
        context,
        product,
        canonical,
        onRequest,
        (element) => stateOf(context, product, element),
        destinations,
      ),
      reviewStructuredData(reviews.summary, reviewsOf(reviews)),
    ),
  };
}
