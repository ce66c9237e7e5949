import type { MarketContext } from '../catalog/market-context';
import type { ShippingDestination } from '../catalog/shipping-rates';
import type { FeedSaleElement } from '../shop/feed-types';
import type { DeliveryModule, NetPrices } from '../shop/types';

/** Fixtures for the feeds' unit tests: a store's context, its destinations and a feed entry. */
export const EUR = { code: 'EUR', symbol: '€', ratePerMillion: 1_000_000 };
export const RON = { code: 'RON', symbol: 'lei', ratePerMillion: 4_977_000 };
// Today's rates (Romania's standard rate is 21 % since 1 August 2025).
const standard = {
  id: 1,
  title: 'Standard',
  isDefault: true,
  rateByCountry: { 5: 1900, 13: 2000, 146: 2100 },
};

const countries = {
  13: { id: 13, isoAlpha2: 'AT', title: 'Österreich' },
  5: { id: 5, isoAlpha2: 'DE', title: 'Deutschland' },
  146: { id: 146, isoAlpha2: 'RO', title: 'România' },
} as const;

export function storeContext(
  store: 'at' | 'ro' = 'at',
  priceRequestProductIds: number[] = [],
): MarketContext {
  const country = store === 'ro' ? 146 : 13;
  return {
    market: { store, language: store === 'ro' ? 'ro' : 'de', deliveryCountryId: country, vatMode: 'gross' },
    store: {
      code: store,
      currency: store === 'ro' ? RON : EUR,
      config: { priceRequestProductIds, storeName: 'Sanitärwelt', siteName: 'SANITÄRWELT.DE' },
    },
    formatLocale: store === 'ro' ? 'ro-RO' : 'de-AT',
    linkPrefix: '',
    vat: { deliveryCountryId: country, mode: 'gross', zeroVatCategoryIds: [] },
    taxRules: new Map([[1, standard]]),
    origins: { at: 'https://shop.example.at', de: 'https://shop.example.de', ro: 'https://shop.example.ro' },
    deliveryCountry: countries[country],
  } as unknown as MarketContext;
}

function module(
  id: number,
  kind: DeliveryModule['kind'],
  country: 5 | 13 | 146,
  net: number,
): DeliveryModule {
  return {
    id,
    code: kind,
    kind,
    position: id,
    title: kind === 'parcel' ? 'Standardversand' : kind,
    description: '',
    taxRuleId: 1,
    requiresPhone: false,
    deliveryDays: { min: 1, max: 3 },
    postage: {
      countryId: country,
      currency: 'EUR',
      basis: 'weight',
      tiers: [
        { upTo: 5_000, net },
        { upTo: null, net: net * 2 },
      ],
      freeFrom: kind === 'parcel' ? 50_000 : null,
    },
    pickupLocations: [],
  };
}

/** Austria and Germany, each served by parcel (id 77), freight and pickup. */
export function destinations(): ShippingDestination[] {
  return ([13, 5] as const).map((id) => ({
    country: countries[id],
    modules: [module(80, 'pickup', id, 0), module(79, 'freight', id, 7_500), module(77, 'parcel', id, 500)],
  }));
}

export const netPrices = (overrides: Partial<NetPrices> = {}): NetPrices => ({
  price: 10_000,
  promoPrice: 10_000,
  listPrice: null,
  onPromo: false,
  priorPrice: null,
  ...overrides,
});

export function feedEntry(
  overrides: {
    prices?: NetPrices;
    product?: Partial<FeedSaleElement['product']>;
    saleElement?: Partial<FeedSaleElement['saleElement']>;
  } = {},
): FeedSaleElement {
  return {
    product: {
      id: 7,
      ref: 'P-7',
      title: 'Waschtischarmatur',
      chapo: 'Einhebelmischer für den Waschtisch',
      url: 'waschtischarmatur.html',
      brand: 'Hansgrohe',
      image: '/media/products/7.webp',
      taxRuleId: 1,
      defaultCategoryId: 3,
      undeliverableCountryIds: [],
      freight: false,
      isSet: false,
      energyLabel: null,
      saleElementCount: 1,
      deliveryDays: { min: 2, max: 4 },
      ...overrides.product,
    },
    saleElement: {
      id: 70,
      ref: 'SE-70',
      ean: '4006501234568',
      stock: 12,
      stockPolicy: 'stock',
      availableFrom: null,
      isDefault: true,
      weightGrams: 1_200,
      prices: overrides.prices ?? netPrices(),
      measure: null,
      url: 'waschtischarmatur.html',
      colour: null,
      size: null,
      ...overrides.saleElement,
    },
  };
}
