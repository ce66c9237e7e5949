import type { CartBackend } from './cart-backend';
import type { CatalogBackend } from './catalog-backend';
import type { OrderConfirmationLeases } from './confirmation-leases';
import type { CustomerBackend } from './customer-backend';
import type { OrderBackend } from './order-backend';
import type { ShopperListStore } from './shopper-list-store';

export type { CartBackend, CatalogBackend, CustomerBackend, OrderBackend };
export type { OrderConfirmationLeases, ShopperListStore };

/**
 * Everything the embedded adapter implements today: the four capabilities a shop backend offers (the embedded
 * PostgreSQL one, Thelia over HTTP) and, for now, the storefront's own lists and confirmation leases, which move to
 * stores of their own beside SessionStore (issue 33). A feature asks for the capability it uses, not for this.
 */
export interface ShopBackend
  extends
    CatalogBackend,
    CartBackend,
    CustomerBackend,
    OrderBackend,
    ShopperListStore,
    OrderConfirmationLeases {
  /** Cheap round trip for health checks and the server-error screen. */
  ping(): Promise<void>;
}
