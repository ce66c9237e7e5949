import type { MarketContext } from '../catalog/market-context';
import { smallestQuantity } from '../catalog/quantity';
import { sellingNetPrice } from '../catalog/reference-price';
import { shownPrices } from '../catalog/shown-prices';
import { stockStateOf } from '../catalog/stock-state';
import { convert, type Money } from '../pricing/money';
import type { Cart, CartLine, DeliveryModule } from '../shop/types';
import { effectivePrices } from './line-prices';
import { chooseDelivery, freeFrom, offeredModules, postageNet, postageShown } from '../pricing/postage';
import { orderLimit, stepOf, stockOf } from './quantity-rules';
import { minimumOrderShortfall } from './minimum-order';
import type { CartLineView, CartView, ShipmentEstimate } from './view-types';

export interface PricedLine {
  view: CartLineView;
  /** The line as paid without VAT, and the rate its VAT is charged at. */
  net: number;
  rate: number;
  weightGrams: number;
  badgeCodes: string[];
}

export function priceLine(line: CartLine, context: MarketContext, now: Date): PricedLine {
  const { product, saleElement } = line;
  const rules = { minimum: product.minQuantity, multiple: product.orderMultiple };
  const prices = effectivePrices(line, now);
  const unitPrices = shownPrices(context, { id: line.productId, ...product }, prices, saleElement.measure);
  const chosen = saleElement.centres.find((centre) => centre.centreId === line.fulfilmentCentreId);
  const available = chosen ? chosen.quantity : stockOf(saleElement);
  const limit = orderLimit(rules, available, saleElement.stockPolicy);
  const undeliverable = product.undeliverableCountryIds.includes(context.market.deliveryCountryId);
  const currency = context.store.currency;
  return {
    view: {
      id: line.id,
      productId: line.productId,
      saleElementId: line.saleElementId,
      title: product.title,
      href: `${context.linkPrefix}/${product.url}`,
      image: product.image,
      colour: saleElement.colour,
      size: saleElement.size,
      ref: saleElement.ref,
      quantity: line.quantity,
      unitPrices,
      lineTotal: { amount: unitPrices.price.amount * line.quantity, currency: currency.code },
      stock: stockStateOf(
        { stock: available, stockPolicy: saleElement.stockPolicy, availableFrom: saleElement.availableFrom },
        product.undeliverableCountryIds,
        context.deliveryCountry,
      ),
      remaining: saleElement.stockPolicy === 'stock' ? Math.max(0, limit - line.quantity) : null,
      undeliverable,
      quantityRules: { minimum: smallestQuantity(rules), step: stepOf(rules), maximum: limit },
      unit: product.unit,
      fulfilment:
        saleElement.centres.length > 1
          ? {
              selectedId: chosen ? chosen.centreId : null,
              centres: saleElement.centres.map((centre) => ({
                id: centre.centreId,
                title: centre.title,
                quantity: centre.quantity,
              })),
            }
          : null,
      setParts: line.setParts,
    },
    net: convert(sellingNetPrice(prices), currency.ratePerMillion) * line.quantity,
    rate: unitPrices.price.vatRateBasisPoints,
    weightGrams: saleElement.weightGrams * line.quantity,
    badgeCodes: product.badgeCodes,
  };
}

/** A delivery module that serves the cart, with its postage net, as the shopper pays it, and its VAT rate. */
export interface PricedDelivery {
  module: DeliveryModule;
  net: Money;
  shown: Money;
  rate: number;
}

export type DeliveryOffer =
  | { kind: 'empty' | 'allUndeliverable' | 'noneAvailable' }
  | { kind: 'offered'; deliveries: PricedDelivery[]; goods: Money };

/** The modules that serve the deliverable lines, each with its postage for them (docs/product.md §7 postage, §8 delivery). */
/** A module's postage for some goods, net and as shown with its VAT; null when none of its tiers fits them. */
export function modulePostage(
  module: DeliveryModule,
  facts: { weightGrams: number; goodsTotal: Money },
  context: MarketContext,
): { net: Money; shown: Money; rate: number } | null {
  const net = postageNet(module.postage, facts, context.store.currency);
  if (!net) return null;
  const rule = context.taxRules.get(module.taxRuleId);
  if (!rule) throw new Error(`Delivery module ${module.id} has unknown tax rule ${module.taxRuleId}`);
  return { net, ...postageShown(net, rule, context.vat) };
}

export function deliveryOffer(
  lines: PricedLine[],
  context: MarketContext,
  modules: DeliveryModule[],
): DeliveryOffer {
  const offer = offeredModules(
    modules,
    lines.map((line) => ({ badgeCodes: line.badgeCodes, undeliverable: line.view.undeliverable })),
  );
  if (offer.kind !== 'offered') return { kind: offer.kind };
  const deliverable = lines.filter((line) => !line.view.undeliverable);
  const currency = context.store.currency;
  const goods: Money = {
    amount: deliverable.reduce((sum, line) => sum + line.view.lineTotal.amount, 0),
    currency: currency.code,
  };
  const weightGrams = deliverable.reduce((sum, line) => sum + line.weightGrams, 0);
  const deliveries = offer.modules.flatMap((module) => {
    const postage = modulePostage(module, { weightGrams, goodsTotal: goods }, context);
    return postage ? [{ module, ...postage }] : [];
  });
  return deliveries.length > 0 ? { kind: 'offered', deliveries, goods } : { kind: 'noneAvailable' };
}

/** The shipment estimate and its VAT for the deliverable lines (docs/product.md §7 postage, §8 delivery messages). */
function shipmentOf(
  lines: PricedLine[],
  context: MarketContext,
  delivery: { modules: DeliveryModule[]; storedId: number | null },
): { estimate: ShipmentEstimate; net: number; rate: number } {
  const offer = deliveryOffer(lines, context, delivery.modules);
  if (offer.kind !== 'offered') return { estimate: { kind: offer.kind }, net: 0, rate: 0 };
  const chosen = chooseDelivery(
    offer.deliveries.map((entry) => entry.module),
    delivery.storedId,
  );
  const entry = offer.deliveries.find((candidate) => candidate.module === chosen)!;
  const currency = context.store.currency;
  const threshold = freeFrom(entry.module.postage, currency);
  const missing = threshold && entry.shown.amount > 0 ? threshold.amount - offer.goods.amount : 0;
  return {
    estimate: {
      kind: 'method',
      method: { id: entry.module.id, title: entry.module.title, kind: entry.module.kind },
      amount: entry.shown,
      missingForFree: missing > 0 ? { amount: missing, currency: currency.code } : null,
    },
    net: entry.net.amount,
    rate: entry.rate,
  };
}

/**
 * A cart as the shopper sees it in their market (docs/architecture.md "Money on the server"): each line at the price
 * that holds for it, taxed for the delivery country; the goods, the postage estimate, the VAT per rate contained
 * in both, and the total.
 */
export function cartView(
  cart: Cart,
  context: MarketContext,
  delivery: { modules: DeliveryModule[]; storedId: number | null },
  now: Date,
): CartView {
  const currency = context.store.currency.code;
  const lines = cart.lines.map((line) => priceLine(line, context, now));
  const shipment = shipmentOf(lines, context, delivery);
  const goods = lines.reduce((sum, line) => sum + line.view.lineTotal.amount, 0);
  const postage = shipment.estimate.kind === 'method' ? shipment.estimate.amount.amount : 0;
  const vatByRate = new Map<number, number>();
  const addVatOf = (rate: number, gross: number, net: number) => {
    if (rate > 0) vatByRate.set(rate, (vatByRate.get(rate) ?? 0) + gross - net);
  };
  for (const line of lines) addVatOf(line.rate, line.view.lineTotal.amount, line.net);
  addVatOf(shipment.rate, postage, shipment.net);
  return {
    lines: lines.map((line) => line.view),
    count: lines.reduce((sum, line) => sum + line.view.quantity, 0),
    goods: { amount: goods, currency },
    shipment: shipment.estimate,
    vat: [...vatByRate]
      .sort(([a], [b]) => b - a)
      .map(([rateBasisPoints, amount]) => ({ rateBasisPoints, amount: { amount, currency } })),
    total: { amount: goods + postage, currency },
    includesVat: context.vat.mode === 'gross',
    // What the checkout will order: the lines that can be delivered to the country (checkout/quote.ts counts the same).
    minimumOrder: minimumOrderShortfall(
      {
        amount: lines.reduce(
          (sum, line) => sum + (line.view.undeliverable ? 0 : line.view.lineTotal.amount),
          0,
        ),
        currency,
      },
      context.store.config.rules.minOrderValue,
    ),
    notice: context.store.config.cartNotice,
  };
}
