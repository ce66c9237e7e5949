import { labelScales, scaleRange } from '../energy/label-scales';
import {
  breadcrumbJsonLd,
  productJsonLd,
  type EnergyLabelInput,
  type JsonLd,
  type OfferAvailability,
  type ProductInput,
} from '../seo/json-ld';
import { shippingDetailsJsonLd, withdrawalReturnPolicyJsonLd } from '../seo/merchant-listing';
import { publicUrl } from '../seo/public-urls';
import type { EnergyLabel, ProductDetail, ProductSaleElement } from '../shop/types';
import type { MarketContext } from './market-context';
import { shippingRates, type ShippingDestination } from './shipping-rates';
import { shownPrices } from './shown-prices';
import type { StockState } from './stock-state';

/** schema.org availability for a stock state; goods not shipped to the country cannot be bought there. */
function availabilityOf(state: StockState): OfferAvailability {
  switch (state.kind) {
    case 'inStock':
      return 'InStock';
    case 'backorder':
      return 'BackOrder';
    case 'preorder':
      return 'PreOrder';
    default:
      return 'OutOfStock';
  }
}

function energyLabelInput({ regulation, energyClass, eprelNumber }: EnergyLabel): EnergyLabelInput {
  return { eprelNumber, energyClass, ...scaleRange(labelScales[regulation].main) };
}

/**
 * A variant's postage to each country the store ships it to (as the cart would preselect it), the time before
 * dispatch being what the product page promises beyond the delivery's own transit time.
 */
function shippingDetailsOf(
  context: MarketContext,
  destinations: readonly ShippingDestination[],
  product: ProductDetail,
  element: ProductSaleElement,
): JsonLd[] {
  const rates = shippingRates(context, destinations, {
    product,
    prices: element.prices,
    measure: element.measure,
    weightGrams: element.weightGrams,
    undeliverableCountryIds: product.undeliverableCountryIds,
    freight: product.badges.some((badge) => badge.code === 'freight'),
  });
  return rates.map((rate) =>
    shippingDetailsJsonLd({
      country: rate.country.isoAlpha2,
      rate: rate.price,
      handlingDays: {
        min: Math.max(0, product.deliveryDays.min - rate.transitDays.min),
        max: Math.max(0, product.deliveryDays.max - rate.transitDays.max),
      },
      transitDays: rate.transitDays,
    }),
  );
}

/**
 * The product page's JSON-LD: the product (a ProductGroup when sold in variants, each variant with its own
 * offer at its own address) priced for the store's country with its postage to each country the store ships to
 * and the right of withdrawal as return policy (Google's merchant listings), and the breadcrumb trail.
 */
export function productStructuredData(
  context: MarketContext,
  product: ProductDetail,
  canonical: string,
  priceOnRequest: boolean,
  stateOf: (element: ProductSaleElement) => StockState,
  destinations: readonly ShippingDestination[],
): JsonLd[] {
  const { store, market, origins } = context;
  const absolute = (path: string) => publicUrl(origins, store.code, market.language, path);
  const images = product.images.map((image) => `${origins[store.code]}${image.url}`);
  const category = product.categoryPath.at(-1)?.title ?? null;
  const energyLabel = product.energyLabel && energyLabelInput(product.energyLabel);
  const returnPolicy = withdrawalReturnPolicyJsonLd(
    destinations.map((destination) => destination.country.isoAlpha2),
  );
  const input = (element: ProductSaleElement): ProductInput => {
    const state = stateOf(element);
    const shown = shownPrices(context, product, element.prices, element.measure);
    return {
      url: canonical,
      name: product.title,
      description: product.chapo || product.title,
      sku: element.ref,
      gtin13: element.ean,
      images,
      brand: product.brand?.title ?? null,
      category,
      color: element.colour?.title ?? null,
      size: element.size?.title ?? null,
      energyLabel,
      offer: priceOnRequest
        ? null
        : {
            url: absolute(element.url),
            price: shown.price,
            priorPrice: shown.prior,
            availability: availabilityOf(state),
            availableFrom: state.kind === 'preorder' ? state.availableFrom : null,
            sellerName: store.config.storeName,
            shippingDetails: shippingDetailsOf(context, destinations, product, element),
            returnPolicy,
          },
    };
  };
  const main = product.saleElements.find((element) => element.isDefault) ?? product.saleElements[0];
  if (!main) return [];
  // A price on request has no offer per variant to tell apart: the product is one Product, its variants unnamed.
  const variants = priceOnRequest ? [main] : product.saleElements;
  return [
    productJsonLd(input(main), product.ref, variants.map(input)),
    breadcrumbJsonLd([
      ...product.categoryPath.map((step) => ({ name: step.title, url: absolute(step.url) })),
      { name: product.title, url: canonical },
    ]),
  ];
}
