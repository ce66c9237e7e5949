import { sql } from 'drizzle-orm';
import type { AccountAdoption } from '../../shop/account-adoption';
import type { ShopBackend } from '../../shop/backend';
import type { CartBackend } from '../../shop/cart-backend';
import { createEmbeddedBackend, type EmbeddedOptions } from '../embedded';
import type { DatabaseHandle } from '../embedded/database';
import { selectRows } from '../embedded/queries/raw';
import { logError } from '../../monitoring/log-error';
import { embeddedCustomerLinks } from './order-forwarding/customer-links';
import type { ForwardingDeps } from './order-forwarding/forward-order';
import { embeddedForwardingOutbox } from './order-forwarding/forwarding-outbox';
import type { TheliaForwardingSettings } from './order-forwarding/forwarding-settings';
import { theliaOrderCalls } from './order-forwarding/thelia-calls';
import { theliaAccountAdoption } from './thelia-account-adoption';
import { createTheliaClient, TheliaSession } from './thelia-client';
import { theliaCarts } from './thelia-carts';
import { theliaCoupons } from './thelia-coupons';

export interface TheliaBackendSettings extends TheliaForwardingSettings {
  /** The OpenApi module's base URL (THELIA_URL). */
  THELIA_URL: string;
  /** The names of Thelia's session and cart cookies, when its configuration changes PHP's and Thelia's own. */
  THELIA_SESSION_COOKIE?: string;
  THELIA_CART_COOKIE?: string;
}

export interface TheliaStorefrontBackend {
  shop: ShopBackend;
  /** What the forwarding sweep needs to bring the storefront's orders to Thelia. */
  forwarding: ForwardingDeps;
  /** Whether Thelia answers now: for the health check's report, never its verdict. */
  theliaAnswers(): Promise<boolean>;
  /** Thelia's customers from before the switch, taken over at their first login. */
  accountAdoption: AccountAdoption;
}

/**
 * Takes the ordered goods out of the shopper's Thelia cart, as the embedded backend does in its own carts. The order
 * stands whatever happens here: a Thelia out of reach leaves the lines, which the shopper can remove, and is logged.
 */
async function removeOrdered(carts: CartBackend, cartId: number | null, saleElementIds: number[]) {
  if (cartId === null) return;
  try {
    const cart = await carts.getCart(cartId, 'de');
    for (const line of cart?.lines ?? [])
      if (saleElementIds.includes(line.saleElementId)) await carts.removeFromCart(cartId, line.id, 'de');
  } catch (error) {
    logError(`The ordered lines stayed in Thelia cart ${cartId}`, error);
  }
}

/**
 * SHOP_BACKEND=thelia (README "Running on a Thelia shop"): the catalogue is the storefront's own index of Thelia's,
 * filled by `npm run thelia:import` (Thelia's API has no URL resolution, facets, sitemaps or prior prices); the
 * carts live at Thelia; accounts and the order book stay the storefront's, and every order it takes is forwarded
 * to Thelia by the forwarding sweep, so Thelia's back office and stock see it.
 */
export async function createTheliaBackend(
  handle: DatabaseHandle,
  settings: TheliaBackendSettings,
  options: EmbeddedOptions = {},
): Promise<TheliaStorefrontBackend> {
  const index = await createEmbeddedBackend(handle, options);
  const client = createTheliaClient({ baseUrl: settings.THELIA_URL });
  const cookieNames = {
    sessionCookieName: settings.THELIA_SESSION_COOKIE,
    cartCookieName: settings.THELIA_CART_COOKIE,
  };
  const newSession = (locale: string, currency = 'EUR') =>
    new TheliaSession({ locale, currency, ...cookieNames });
  const cartOptions = { client, db: handle.db, cookieNames };
  const carts = theliaCarts(cartOptions);
  // One session for health checks, so a probe every few seconds does not open a PHP session each time.
  const probe = newSession('de_DE');
  const shop: ShopBackend = {
    ...index,
    ...carts,
    ...theliaCoupons(cartOptions),
    async placeOrder(order) {
      const placement = await index.placeOrder(order);
      if (placement.kind === 'placed' && order.emptyCart)
        await removeOrdered(
          carts,
          order.cartId,
          order.lines.map((line) => line.saleElementId),
        );
      return placement;
    },
    async recordPayment(report) {
      const recorded = await index.recordPayment(report);
      // A provider's order leaves the cart once paid (docs/product.md §4), from Thelia's cart as from the index's.
      if (recorded === 'applied' && report.outcome === 'paid') {
        const [placed] = await selectRows<{ cart_id: number | null; sale_element_ids: number[] }>(
          handle.db,
          sql`SELECT o.cart_id, array_agg(op.product_sale_elements_id) AS sale_element_ids
            FROM "order" o JOIN order_product op ON op.order_id = o.id WHERE o.id = ${report.orderId}
            GROUP BY o.cart_id`,
        );
        if (placed) await removeOrdered(carts, placed.cart_id, placed.sale_element_ids);
      }
      return recorded;
    },
    // The storefront's own database only: with Thelia down the catalogue still serves, and a load balancer that
    // took every instance out for Thelia's sake would take the catalogue down with it.
    ping: () => index.ping(),
  };
  // One set of links: the accounts forwarding makes and those a login takes over are the same kind of account.
  const links = embeddedCustomerLinks(handle.db, settings.SESSION_SECRET);
  return {
    shop,
    accountAdoption: theliaAccountAdoption({ customers: index, links, thelia: client, newSession }),
    theliaAnswers: () =>
      // Short, so a hanging Thelia never makes the health check itself too slow for its caller.
      client.searchCategories(probe, { limit: 1 }, { timeoutMs: 1_500 }).then(
        () => true,
        () => false,
      ),
    forwarding: {
      orders: index,
      outbox: embeddedForwardingOutbox(handle.db),
      links,
      thelia: theliaOrderCalls({ baseUrl: settings.THELIA_URL }),
      settings,
      newSession,
    },
  };
}
