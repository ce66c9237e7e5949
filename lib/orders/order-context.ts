import 'server-only';
import { handlerMarketContext } from '../api/market-context';
import type { MarketContext } from '../catalog/market-context';
import type { Order } from '../shop/order-types';

/** The market an order was placed in, for its mails and links (its prices are the order's own). */
export const orderContext = (order: Order): Promise<MarketContext> =>
  handlerMarketContext({
    store: order.store,
    language: order.language,
    deliveryCountryId: order.deliveryAddress.countryId,
    vatMode: order.vatExcluded ? 'net' : 'gross',
  });
