import type { MarketContext } from '../catalog/market-context';
import type { CartLine, DeliveryModule, StockPolicy } from '../shop/types';
import { EUR, RON } from '../feeds/feed-fixtures.testing';

export { EUR, RON };

/** Unit tests' cart pieces: an Austrian market context, cart lines and delivery modules, each overridable. */
const standard = {
  id: 1,
  title: 'Standard',
  isDefault: true,
  rateByCountry: { 5: 1900, 13: 2000, 146: 1900 },
};

export function cartContext(
  overrides: {
    country?: 5 | 13 | 146;
    mode?: 'gross' | 'net';
    currency?: typeof EUR;
    zeroVat?: number[];
    minimumOrder?: number;
  } = {},
) {
  const country = overrides.country ?? 13;
  return {
    market: { store: 'at', language: 'de', deliveryCountryId: country, vatMode: overrides.mode ?? 'gross' },
    store: {
      code: 'at',
      currency: overrides.currency ?? EUR,
      config: {
        cartNotice: 'Speditionsware wird bis zur Bordsteinkante geliefert.',
        priceRequestProductIds: [],
        rules: { minOrderValue: overrides.minimumOrder ?? 0 },
      },
    },
    formatLocale: 'de-AT',
    linkPrefix: '',
    vat: {
      deliveryCountryId: country,
      mode: overrides.mode ?? 'gross',
      zeroVatCategoryIds: overrides.zeroVat ?? [],
    },
    taxRules: new Map([[1, standard]]),
    origins: {},
    deliveryCountry: { id: country, isoAlpha2: 'AT', title: 'Österreich' },
  } as unknown as MarketContext;
}

export const netPrices = (price: number) => ({
  price,
  promoPrice: price,
  onPromo: false,
  listPrice: null,
  priorPrice: null,
});

export function cartLine(
  id: number,
  overrides: {
    price?: number;
    quantity?: number;
    weight?: number;
    badges?: string[];
    undeliverableTo?: Array<5 | 13 | 146>;
    category?: number;
    stock?: number;
    stockPolicy?: StockPolicy;
  } = {},
): CartLine {
  return {
    id,
    productId: 100 + id,
    saleElementId: 1000 + id,
    quantity: overrides.quantity ?? 1,
    addedPrices: netPrices(overrides.price ?? 10_000),
    currentPrices: netPrices(overrides.price ?? 10_000),
    pricesHeldUntil: '2026-11-24T22:59:59.999Z',
    undeliverable: false,
    fulfilmentCentreId: null,
    product: {
      title: `Artikel ${id}`,
      url: `artikel-${id}.html`,
      image: null,
      kind: 'goods',
      taxRuleId: 1,
      defaultCategoryId: overrides.category ?? 3,
      minQuantity: 1,
      orderMultiple: 1,
      unit: 'piece',
      badgeCodes: overrides.badges ?? [],
      undeliverableCountryIds: overrides.undeliverableTo ?? [],
    },
    saleElement: {
      ref: `REF-${id}`,
      stock: overrides.stock ?? 20,
      stockPolicy: overrides.stockPolicy ?? 'stock',
      availableFrom: null,
      measure: null,
      weightGrams: overrides.weight ?? 1_000,
      colour: null,
      size: null,
      sizeStocks: [],
      centres: [],
    },
    setParts: [],
  };
}

export function deliveryModule(
  id: number,
  kind: DeliveryModule['kind'],
  position: number,
  postage: Partial<DeliveryModule['postage']> = {},
): DeliveryModule {
  return {
    id,
    code: kind,
    kind,
    position,
    title: kind,
    description: '',
    taxRuleId: 1,
    requiresPhone: false,
    deliveryDays: { min: 1, max: 3 },
    postage: {
      countryId: 13,
      currency: 'EUR',
      basis: 'weight',
      tiers: [
        { upTo: 2_000, net: 408 },
        { upTo: null, net: 825 },
      ],
      freeFrom: 5_000,
      ...postage,
    },
    pickupLocations: [],
  };
}
