import { chooseDelivery, offeredModules, postageNet, postageShown } from '../pricing/postage';
import type { Money } from '../pricing/money';
import type { Measure } from '../pricing/unit-price';
import { storeDefaults } from '../i18n/stores';
import type { CountryId, LanguageCode, StoreCode } from '../shop/codes';
import type { Country, DeliveryModule, NetPrices } from '../shop/types';
import type { MarketContext } from './market-context';
import { shownPrices } from './shown-prices';

/** A country a store ships to, with the delivery modules serving it (docs/product.md §7 getActiveDelivery). */
export interface ShippingDestination {
  country: Country;
  modules: DeliveryModule[];
}

/** Where destinations come from: Next's data cache for pages, the backend for a feed. */
export interface DestinationReads {
  countries(language: LanguageCode): Promise<Country[]>;
  deliveryModules(countryId: CountryId, language: LanguageCode): Promise<DeliveryModule[]>;
}

/** The countries a store ships to, its own first, with the delivery modules serving each. */
export async function shippingDestinations(
  reads: DestinationReads,
  store: StoreCode,
  language: LanguageCode,
): Promise<ShippingDestination[]> {
  const countries = await reads.countries(language);
  return Promise.all(
    storeDefaults[store].deliveryCountryIds.flatMap((id) => {
      const country = countries.find((candidate) => candidate.id === id);
      return country ? [reads.deliveryModules(id, language).then((modules) => ({ country, modules }))] : [];
    }),
  );
}

/** What one piece costs to send to a country by the delivery a cart of it would preselect. */
export interface ShippingRate {
  country: Country;
  service: string;
  /** With the VAT of the country it goes to. */
  price: Money;
  /** Working days on the way, as the delivery module promises them. */
  transitDays: { min: number; max: number };
}

/** One piece of a product as the cart would price its postage. */
export interface ShippedGoods {
  product: { id: number; taxRuleId: number; defaultCategoryId: number | null };
  prices: NetPrices;
  measure: Measure | null;
  weightGrams: number;
  undeliverableCountryIds: readonly Country['id'][];
  freight: boolean;
}

/**
 * Postage of one piece to each destination the goods may go to, as the cart computes it for a shopper there
 * (docs/product.md §4 "Delivery choice", §7 postage): among the modules that deliver (pickup is not shipping), the one the
 * cart preselects, priced for the piece's weight and its price with that country's VAT, postage with VAT too.
 */
export function shippingRates(
  context: MarketContext,
  destinations: readonly ShippingDestination[],
  goods: ShippedGoods,
): ShippingRate[] {
  const currency = context.store.currency;
  return destinations.flatMap(({ country, modules }) => {
    if (goods.undeliverableCountryIds.includes(country.id)) return [];
    const there: MarketContext = { ...context, vat: { ...context.vat, deliveryCountryId: country.id } };
    const goodsTotal = shownPrices(there, goods.product, goods.prices, goods.measure).price;
    const offer = offeredModules(modules, [
      { badgeCodes: goods.freight ? ['freight'] : [], undeliverable: false },
    ]);
    if (offer.kind !== 'offered') return [];
    const priced = offer.modules.flatMap((module) => {
      if (module.kind === 'pickup') return [];
      const net = postageNet(module.postage, { weightGrams: goods.weightGrams, goodsTotal }, currency);
      return net ? [{ module, net }] : [];
    });
    const chosen = chooseDelivery(
      priced.map((entry) => entry.module),
      null,
    );
    const entry = priced.find((candidate) => candidate.module === chosen);
    if (!entry) return [];
    const rule = context.taxRules.get(entry.module.taxRuleId);
    if (!rule)
      throw new Error(`Delivery module ${entry.module.id} has unknown tax rule ${entry.module.taxRuleId}`);
    const { shown } = postageShown(entry.net, rule, there.vat);
    return [
      {
        country,
        service: entry.module.title,
        price: shown,
        transitDays: entry.module.deliveryDays,
      },
    ];
  });
}
