import type { CartBackend } from './cart-backend';
import type { CatalogBackend } from './catalog-backend';
import type { OrderConfirmationLeases } from './confirmation-leases';
import type { CustomerBackend } from './customer-backend';
import type { OrderBackend } from './order-backend';
import type { SalesFigures } from './sales-figures';
import type { ShopperListStore } from './shopper-list-store';

export type { CartBackend, CatalogBackend, CustomerBackend, OrderBackend };
export type { OrderConfirmationLeases, SalesFigures, ShopperListStore };

/**
 * A shop backend (the embedded PostgreSQL one, Thelia over HTTP): the capabilities it offers. The
 * storefront's own state (sessions, lists, confirmation leases, newsletter, reviews) is no part of it: those are
 * stores of their own, wired in lib/storefront/index.ts. A feature asks for the capability it uses, not for this.
 */
export interface ShopBackend
  extends CatalogBackend, CartBackend, CustomerBackend, OrderBackend, SalesFigures {
  /** Cheap round trip for health checks and the server-error screen. */
  ping(): Promise<void>;
}
