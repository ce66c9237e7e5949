import 'server-only';
import { newLineUnitPrice } from '../cart/new-line-price';
import { getMarketContext } from '../catalog/market-context';
import { defaultMarket } from '../i18n/market';
import { storeCodes, type StoreCode } from '../shop/codes';
import type { ShopPrices } from './product-preview';

/** The shop's own prices for the preview: each store's currency, and what its cart charges for a sale element. */
export async function shopPrices(): Promise<ShopPrices> {
  const contexts = await Promise.all(storeCodes.map((store) => getMarketContext(defaultMarket(store))));
  const currencies = new Map(storeCodes.map((store, index) => [store, contexts[index]!.store.currency.code]));
  return {
    cartPrice: (place, saleElementId) =>
      newLineUnitPrice({ ...defaultMarket(place.store), language: place.language }, saleElementId),
    currencyOf: (store: StoreCode) => currencies.get(store)!,
  };
}
