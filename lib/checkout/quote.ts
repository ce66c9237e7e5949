import type { MarketContext } from '../catalog/market-context';
import {
  deliveryOffer,
  modulePostage,
  priceLine,
  type PricedDelivery,
  type PricedLine,
} from '../cart/cart-view';
import { minimumOrderShortfall, type MinimumOrderShortfall } from '../cart/minimum-order';
import { chooseDelivery } from '../pricing/postage';
import { taxConditions, type TaxCondition } from '../pricing/tax-conditions';
import type { Cart, DeliveryModule } from '../shop/types';
import { couponReduction, couponRefusal, type CouponRefusal, type CouponTerms } from './coupon-rules';
import { orderTotals, type OrderTotals, type TaxedAmount } from '../orders/order-totals';
import { splitShipments, type DeliverySplit } from './shipment-split';

export interface CheckoutChoice {
  deliveryModuleId: number | null;
  /** The buyer confirmed the conditions of their lines' reduced rates (the checkout's checkbox). */
  conditionsConfirmed: boolean;
  /** The code the shopper entered, and what the shop knows of it (null: no such coupon). */
  coupon: { code: string; terms: CouponTerms | null } | null;
  /** One shipment when all is there, or what is there now and the rest later; asked only when lines differ. */
  split: DeliverySplit;
}

/** The choice between one shipment and two, when the order's lines are not all there now. */
export interface ShipmentChoice {
  chosen: DeliverySplit;
  /** The lines that come later. */
  later: PricedLine[];
  /** What the later shipment costs on its own: the postage partial delivery adds. */
  extraPostage: TaxedAmount;
}

export interface CheckoutQuote {
  currency: string;
  /** The lines the order will hold: every line that can be delivered to the delivery country. */
  lines: PricedLine[];
  /** Lines that cannot be delivered there: left out of the order, once the shopper confirms (docs/product.md §5). */
  undeliverable: PricedLine[];
  deliveries: PricedDelivery[];
  /** Why nothing can be delivered, when nothing can. */
  deliveryProblem: 'empty' | 'allUndeliverable' | 'noneAvailable' | null;
  /** How far the deliverable goods fall short of the store's minimum order value; null when they reach it. */
  minimumOrder: MinimumOrderShortfall | null;
  delivery: PricedDelivery | null;
  /** Null when all lines go together anyway, or the delivery is a pickup. */
  shipments: ShipmentChoice | null;
  coupon: { code: string; refusal: CouponRefusal | null } | null;
  /** The conditions the lines' rates hold under: the checkout asks the buyer to confirm them. */
  taxConditions: TaxCondition[];
  /** Those the buyer confirmed; the others' lines carry the standard rate. */
  confirmedConditions: TaxCondition[];
  postage: TaxedAmount;
  totals: OrderTotals;
}

/**
 * The later shipment's own postage by the chosen module's rules (its lines' weight and goods alone), null when no
 * tier fits them: then there is no second shipment to offer.
 */
function laterShipment(
  later: PricedLine[],
  delivery: PricedDelivery,
  context: MarketContext,
): TaxedAmount | null {
  const goodsTotal = {
    amount: later.reduce((sum, line) => sum + line.view.lineTotal.amount, 0),
    currency: context.store.currency.code,
  };
  const weightGrams = later.reduce((sum, line) => sum + line.weightGrams, 0);
  const postage = modulePostage(delivery.module, { weightGrams, goodsTotal }, context);
  return postage && { gross: postage.shown.amount, net: postage.net.amount, rate: postage.rate };
}

/**
 * What the order would cost (docs/architecture.md "Money on the server"): the cart's deliverable lines at the prices that
 * hold for them, the chosen delivery (docs/product.md §4's rule when the choice is not offered), a usable coupon's reduction
 * or free postage, and the totals with VAT per rate; a rate whose condition the buyer did not confirm falls back
 * to the standard rate. Nothing here comes from the request but the choices.
 */
export function checkoutQuote(
  cart: Cart,
  shown: MarketContext,
  modules: DeliveryModule[],
  choice: CheckoutChoice,
  now: Date,
): CheckoutQuote {
  const unconfirmedConditions = choice.conditionsConfirmed ? [] : taxConditions;
  const context = { ...shown, vat: { ...shown.vat, unconfirmedConditions } };
  const currency = context.store.currency;
  const priced = cart.lines.map((line) => priceLine(line, context, now));
  const lines = priced.filter((line) => !line.view.undeliverable);
  const offer = deliveryOffer(priced, context, modules);
  const deliveries = offer.kind === 'offered' ? offer.deliveries : [];
  const chosenModule = chooseDelivery(
    deliveries.map((entry) => entry.module),
    choice.deliveryModuleId,
  );
  const delivery = deliveries.find((entry) => entry.module === chosenModule) ?? null;
  const goods = lines.reduce((sum, line) => sum + line.view.lineTotal.amount, 0);
  const refusal = choice.coupon
    ? couponRefusal(choice.coupon.terms, {
        store: context.market.store,
        goods,
        ratePerMillion: currency.ratePerMillion,
        now,
      })
    : null;
  const reduction =
    choice.coupon?.terms && refusal === null
      ? couponReduction(choice.coupon.terms, goods, currency.ratePerMillion)
      : { goods: 0, freeShipping: false };
  const split = delivery && delivery.module.kind !== 'pickup' ? splitShipments(lines) : null;
  const extraPostage = split && delivery ? laterShipment(split.later, delivery, context) : null;
  const shipments = split && extraPostage ? { chosen: choice.split, later: split.later, extraPostage } : null;
  const partial = shipments?.chosen === 'partial' ? shipments.extraPostage : { gross: 0, net: 0 };
  const postage: TaxedAmount =
    delivery && !reduction.freeShipping
      ? {
          gross: delivery.shown.amount + partial.gross,
          net: delivery.net.amount + partial.net,
          rate: delivery.rate,
        }
      : { gross: 0, net: 0, rate: delivery?.rate ?? 0 };
  const conditions = [...new Set(lines.flatMap((line) => line.view.unitPrices.price.condition ?? []))];
  const taxedLines = lines.map((line) => ({
    gross: line.view.lineTotal.amount,
    net: line.net,
    rate: line.rate,
  }));
  return {
    currency: currency.code,
    lines,
    undeliverable: priced.filter((line) => line.view.undeliverable),
    deliveries,
    deliveryProblem: offer.kind === 'offered' ? null : offer.kind,
    minimumOrder: minimumOrderShortfall(
      { amount: goods, currency: currency.code },
      context.store.config.rules.minOrderValue,
    ),
    delivery,
    shipments,
    coupon: choice.coupon ? { code: choice.coupon.code, refusal } : null,
    taxConditions: conditions,
    confirmedConditions: choice.conditionsConfirmed ? conditions : [],
    postage,
    totals: orderTotals(taxedLines, postage, reduction.goods),
  };
}
