import 'server-only';
import { handlerMarketContext } from '../api/market-context';
import { isPriceOnRequest, shownPrices } from '../catalog/shown-prices';
import type { Market } from '../i18n/market';
import type { Money } from '../pricing/money';
import { getCatalog } from '../storefront';

/**
 * What the cart charges for one of a sale element added now, in the market's currency with its VAT: the
 * prices `add` stores on a new line (the orderable sale element's, held from today), shown as the cart shows a
 * line. Null for a sale element the cart refuses (unknown, hidden, price on request). Lets the SEO preview compare
 * a product page's price with the cart's without making a cart.
 */
export async function newLineUnitPrice(market: Market, saleElementId: number): Promise<Money | null> {
  const catalog = await getCatalog();
  const [context, element] = await Promise.all([
    handlerMarketContext(market),
    catalog.getOrderableSaleElement(saleElementId),
  ]);
  if (!element || isPriceOnRequest(context, element.productId)) return null;
  const product = await catalog.getProduct(element.productId, market.language);
  if (!product) return null;
  const measure = product.saleElements.find((candidate) => candidate.id === saleElementId)?.measure ?? null;
  return shownPrices(context, product, element.prices, measure).price;
}
