import type { StockState } from '../catalog/stock-state';
import type { ShownPrices } from '../catalog/shown-prices';
import type { Money } from '../pricing/money';
import type { MinimumOrderShortfall } from './minimum-order';
import type { DeliveryKind, Image } from '../shop/types';
import type { OrderSetPart } from '../shop/order-types';

/**
 * A cart as the shopper sees it, priced for their market on the server (docs/architecture.md "Money on the server"):
 * what the cart page, the mini-cart and the JSON API show. Money is minor units; the client only formats it.
 */
export interface CartView {
  lines: CartLineView[];
  /** Sum of the lines' quantities: the number on the cart icon. */
  count: number;
  /** The lines' totals added up. */
  goods: Money;
  shipment: ShipmentEstimate;
  /** VAT contained in goods and shipment, per rate, highest rate first; empty when prices exclude VAT. */
  vat: Array<{ rateBasisPoints: number; amount: Money }>;
  /** Goods plus shipment (when a delivery method is offered). */
  total: Money;
  includesVat: boolean;
  /** How far the goods fall short of the store's minimum order value; null when they reach it. */
  minimumOrder: MinimumOrderShortfall | null;
  /** The store's textInCart (docs/product.md §3), shown on the cart page; '' when it has none. */
  notice: string;
}

export interface CartLineView {
  id: number;
  productId: number;
  saleElementId: number;
  title: string;
  /** The variant's page, with the language prefix. */
  href: string;
  image: Image | null;
  colour: string | null;
  size: string | null;
  ref: string;
  quantity: number;
  /** The unit price with its real reference price and discount, as the product page shows it. */
  unitPrices: ShownPrices;
  lineTotal: Money;
  stock: StockState;
  /** How many more may still be added (stock-limited items); null when stock does not limit. */
  remaining: number | null;
  undeliverable: boolean;
  /** Steps and bounds for the quantity control. */
  quantityRules: { minimum: number; step: number; maximum: number };
  unit: string;
  /** Centres to choose from where the sale element is stocked in more than one; null otherwise. */
  fulfilment: {
    selectedId: number | null;
    centres: Array<{ id: number; title: string; quantity: number }>;
  } | null;
  /** What one set of the line holds, as the order keeps it; empty for everything but sets. */
  setParts: OrderSetPart[];
}

export type ShipmentEstimate =
  | {
      kind: 'method';
      method: { id: number; title: string; kind: DeliveryKind };
      /** Postage as the shopper pays it (gross, or net when VAT is excluded); 0 means free. */
      amount: Money;
      /** How much more in goods makes postage free; null when it is free already or never is. */
      missingForFree: Money | null;
    }
  /** docs/product.md §8: nothing can be delivered, or no method serves this cart and country. */
  | { kind: 'allUndeliverable' }
  | { kind: 'noneAvailable' }
  | { kind: 'empty' };
