import type { CountryId, StoreCode } from './codes';
import type { Image, Measure, NetPrices, OrderSetPart, StockPolicy } from './values';

/**
 * A cart as the backend keeps it (Thelia's cart and cart_item): lines of sale elements with the net prices of the
 * day they were added. Everything a shopper sees (gross prices, totals, postage) is derived by lib/cart.
 */
export interface Cart {
  id: number;
  store: StoreCode;
  /** The delivery country the lines' undeliverable marks were set for; null before any was. */
  markedForCountryId: CountryId | null;
  lines: CartLine[];
}

/** A fulfilment centre holding a sale element, with how many it holds. */
export interface CentreStock {
  centreId: number;
  title: string;
  quantity: number;
}

export interface CartLine {
  /** The cart item's id (docs/product.md §3 cartItemId). */
  id: number;
  productId: number;
  saleElementId: number;
  quantity: number;
  /** Net prices in euro cents when the line was added; they hold until `pricesHeldUntil` (docs/product.md §9). */
  addedPrices: NetPrices;
  pricesHeldUntil: string;
  /** Net prices in euro cents now. */
  currentPrices: NetPrices;
  undeliverable: boolean;
  /** The centre the shopper chose to fulfil the line from; null lets the shop choose (docs/product.md §7: selectedFulfilmentCenter 0). */
  fulfilmentCentreId: number | null;
  product: {
    title: string;
    /** The sale element's own address (the product's for its default sale element), without leading slash. */
    url: string;
    image: Image | null;
    kind: 'goods' | 'service';
    taxRuleId: number;
    defaultCategoryId: number | null;
    minQuantity: number;
    orderMultiple: number;
    unit: string;
    /** Badge codes, e.g. `freight` for goods that travel by freight carrier. */
    badgeCodes: string[];
    undeliverableCountryIds: CountryId[];
  };
  saleElement: {
    ref: string;
    /** Null when the backend does not know the element's own stock (then its size's within the colour counts). */
    stock: number | null;
    stockPolicy: StockPolicy;
    availableFrom: string | null;
    weightGrams: number;
    measure: Measure | null;
    colour: string | null;
    size: string | null;
    /** docs/product.md §3 cart item `variation`: stock per size within the line's colour, for backends without own stock. */
    sizeStocks: Array<{ size: string; stock: number }>;
    centres: CentreStock[];
  };
  /** A set's parts, `quantity` of each in one set; empty for everything else. */
  setParts: OrderSetPart[];
}

/**
 * A sale element as adding it to a cart needs it: what it is, how it may be ordered and what it costs now. Null
 * from the backend when the sale element does not exist or its product is not shown.
 */
export interface OrderableSaleElement {
  saleElementId: number;
  productId: number;
  kind: 'goods' | 'service';
  stock: number;
  stockPolicy: StockPolicy;
  minQuantity: number;
  orderMultiple: number;
  undeliverableCountryIds: CountryId[];
  prices: NetPrices;
}

/** How a line's quantity changes (docs/product.md §4 "Quantity update"), applied atomically by the backend. */
export type QuantityChange =
  /** Sets the quantity; 0 or less removes the line. */
  | { kind: 'set'; quantity: number }
  /** Adds, never beyond `max`. */
  | { kind: 'increase'; by: number; max: number }
  /** Subtracts; a result below `min` (and always below 1) removes the line. */
  | { kind: 'decrease'; by: number; min: number };

export interface AddToCartInput {
  /** The cart to add to; a missing or unknown one makes a new cart (docs/product.md §4 "Cart not found"). */
  cartId: number | null;
  store: StoreCode;
  saleElementId: number;
  quantity: number;
  /** Upper bound of the line's quantity after adding (stock and the shop's maximum). */
  maxQuantity: number;
  /** End of the day in the store's time zone: the added prices hold until then. */
  pricesHeldUntil: Date;
  undeliverable: boolean;
}

/** A change that did not happen, with the reason a shopper is told. */
export type CartRefusal =
  'cartNotFound' | 'lineNotFound' | 'saleElementNotFound' | 'tooManyLines' | 'centreNotFound';

export type CartResult = { ok: true; cart: Cart } | { ok: false; reason: CartRefusal };

/** How a delivery module charges (Thelia's custom delivery: by weight or by cart amount, or a flat fee). */
export type PostageBasis = 'weight' | 'amount' | 'flat';

export type DeliveryKind = 'parcel' | 'express' | 'freight' | 'pickup';

/** A delivery module's prices for one country, in minor units of `currency`, net of VAT. */
export interface PostageRules {
  countryId: CountryId;
  currency: string;
  basis: PostageBasis;
  /** Ascending by `upTo` (grams or minor units of the goods total); null is the open last tier. */
  tiers: Array<{ upTo: number | null; net: number }>;
  /** Goods total (as the shopper sees it) from which postage is free; null when it never is. */
  freeFrom: number | null;
}

export interface PickupLocation {
  id: number;
  title: string;
  street: string;
  postcode: string;
  city: string;
  openingHours: string;
  phone: string;
}

export interface DeliveryModule {
  id: number;
  code: string;
  kind: DeliveryKind;
  /** docs/product.md §4: the lowest position is the default after id 77. */
  position: number;
  title: string;
  description: string;
  taxRuleId: number;
  /** Freight, special delivery and pickup need a phone number (docs/product.md §5). */
  requiresPhone: boolean;
  deliveryDays: { min: number; max: number };
  postage: PostageRules;
  pickupLocations: PickupLocation[];
}
