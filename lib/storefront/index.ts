import { env, type Env } from '../env';
import type { LanguageCode } from '../shop/codes';
import type {
  CartBackend,
  CatalogBackend,
  CustomerBackend,
  OrderBackend,
  OrderConfirmationLeases,
  SalesFigures,
  ShopBackend,
  ShopperListStore,
} from '../shop/backend';
import type { MailOutbox } from '../shop/mail-outbox';
import type { NewsletterStore } from '../shop/newsletter-store';
import type { SessionStore } from '../shop/session-store';
import type { PaymentEvents } from '../shop/payment-events';
import type { EFacturaOutbox } from '../shop/efactura-outbox';
import type { ProductReviews } from '../shop/review-types';
import type { RadiatorCatalog } from '../shop/radiator-catalog';
import type { AppointmentBook } from '../shop/appointment-book';
import type { InstallerDiary } from '../shop/installer-diary';
import type { CartReminderBook } from '../shop/cart-reminders';
import { createEmbeddedBackend, type EmbeddedOptions } from '../adapters/embedded';
import { createTheliaBackend } from '../adapters/thelia';
import type { ForwardingDeps } from '../adapters/thelia/order-forwarding/forward-order';
import type { AccountAdoption } from '../shop/account-adoption';
import { openDatabase, type DatabaseHandle } from '../adapters/embedded/database';
import { openSearchEngine } from '../adapters/embedded/opensearch/engine';
import { warnWhenUnfilled } from '../adapters/embedded/opensearch/readiness';
import { embeddedMailOutbox } from '../adapters/embedded/mail-outbox';
import { embeddedNewsletterStore } from '../adapters/embedded/newsletter-store';
import { embeddedSessionStore } from '../adapters/embedded/session-store';
import { embeddedReviews } from '../adapters/embedded/reviews';
import { embeddedShopperLists } from '../adapters/embedded/shopper-list-store';
import { embeddedConfirmationLeases } from '../adapters/embedded/confirmation-leases';
import { embeddedPaymentEvents } from '../adapters/embedded/payment-events';
import { embeddedEFacturaOutbox } from '../adapters/embedded/efactura-outbox';
import { embeddedRadiatorCatalog } from '../adapters/embedded/radiator-catalog';
import { embeddedAppointmentBook } from '../adapters/embedded/appointment-book';
import { embeddedInstallerDiary } from '../adapters/embedded/installer-diary';
import { embeddedCartReminders } from '../adapters/embedded/cart-reminders';

export type * from '../shop/backend';
export type { SessionStore } from '../shop/session-store';
export type { MailAttachment, MailOutbox, OutgoingMail } from '../shop/mail-outbox';
export type { NewsletterStore } from '../shop/newsletter-store';

/** The shop backend and the storefront's own stores of this process, on one database. */
export interface Storefront {
  shop: ShopBackend;
  sessions: SessionStore;
  outbox: MailOutbox;
  newsletter: NewsletterStore;
  reviews: ProductReviews;
  lists: ShopperListStore;
  leases: OrderConfirmationLeases;
  paymentEvents: PaymentEvents;
  eFactura: EFacturaOutbox;
  radiators: RadiatorCatalog;
  appointments: AppointmentBook;
  installers: InstallerDiary;
  cartReminders: CartReminderBook;
  /** With SHOP_BACKEND=thelia, how the orders the storefront takes reach Thelia; null otherwise. */
  forwarding: ForwardingDeps | null;
  /** With SHOP_BACKEND=thelia, whether Thelia answers now; null otherwise. */
  theliaAnswers: (() => Promise<boolean>) | null;
  /** With SHOP_BACKEND=thelia, Thelia's customers from before the switch, taken over at login; null otherwise. */
  accountAdoption: AccountAdoption | null;
}

/** What a backend other than the embedded one brings beside its capabilities. */
type BackendParts = Pick<Storefront, 'shop' | 'forwarding' | 'theliaAnswers' | 'accountAdoption'>;

/** The backend and the storefront's own stores on one opened database (the process's, or a test's). */
export async function storefrontOn(
  handle: DatabaseHandle,
  options: EmbeddedOptions = {},
  backend?: BackendParts,
): Promise<Storefront> {
  return {
    shop: backend?.shop ?? (await createEmbeddedBackend(handle, options)),
    forwarding: backend?.forwarding ?? null,
    theliaAnswers: backend?.theliaAnswers ?? null,
    accountAdoption: backend?.accountAdoption ?? null,
    sessions: embeddedSessionStore(handle.db),
    outbox: embeddedMailOutbox(handle.db),
    newsletter: embeddedNewsletterStore(handle.db),
    reviews: embeddedReviews(handle.db),
    lists: embeddedShopperLists(handle.db),
    leases: embeddedConfirmationLeases(handle.db),
    paymentEvents: embeddedPaymentEvents(handle.db),
    eFactura: embeddedEFacturaOutbox(handle.db),
    radiators: embeddedRadiatorCatalog(handle.db),
    appointments: embeddedAppointmentBook(handle.db),
    installers: embeddedInstallerDiary(handle.db),
    cartReminders: embeddedCartReminders(handle.db),
  };
}

/**
 * The shop backends this storefront can run on, by SHOP_BACKEND: each opens the backend and the storefront's own
 * stores (which live in the storefront's database whatever the backend). A Thelia adapter joins here.
 */
/** The embedded database, with OpenSearch when configured, and what the backend makes of it. */
async function openOn(
  config: Env,
  backend: (handle: DatabaseHandle, options: EmbeddedOptions) => Promise<BackendParts | undefined>,
): Promise<Storefront> {
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: config.PGLITE_DATA_DIR,
    serveCommands: true,
  });
  try {
    const externalSearch = config.OPENSEARCH_URL
      ? openSearchEngine({ url: config.OPENSEARCH_URL, indexPrefix: config.OPENSEARCH_INDEX_PREFIX })
      : undefined;
    const opened = await storefrontOn(handle, { externalSearch }, await backend(handle, { externalSearch }));
    if (externalSearch) void warnWhenUnfilled(externalSearch);
    return opened;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * The shop backends this storefront can run on, by SHOP_BACKEND. The storefront's own stores live in its database
 * whatever the backend; with Thelia that database also holds the index of Thelia's catalogue.
 */
const openers: Record<Env['SHOP_BACKEND'], (config: Env) => Promise<Storefront>> = {
  embedded: (config) => openOn(config, async () => undefined),
  thelia: (config) =>
    openOn(config, (handle, options) =>
      createTheliaBackend(
        handle,
        {
          ...config,
          // lib/env.ts refuses SHOP_BACKEND=thelia without these.
          THELIA_URL: config.THELIA_URL!,
          THELIA_PAYMENT_MODULE_ID: config.THELIA_PAYMENT_MODULE_ID!,
          SESSION_SECRET: config.SESSION_SECRET!,
          THELIA_LANGUAGE_IDS: config.THELIA_LANGUAGE_IDS as Record<LanguageCode, number>,
        },
        options,
      ),
    ),
};

const STOREFRONT_KEY = Symbol.for('storefront.shop');
type StorefrontGlobal = typeof globalThis & { [STOREFRONT_KEY]?: Promise<Storefront> };

/**
 * Opened once and shared (PGlite allows one instance per data folder, and a PostgreSQL pool belongs to the
 * process). A failed open is forgotten so the next request tries again.
 */
function storefront(): Promise<Storefront> {
  const holder = globalThis as StorefrontGlobal;
  holder[STOREFRONT_KEY] ??= (async () => {
    const config = env();
    return openers[config.SHOP_BACKEND](config);
  })().catch((error: unknown) => {
    delete holder[STOREFRONT_KEY];
    throw error;
  });
  return holder[STOREFRONT_KEY];
}

/** One round trip to the backend, for the health check: it throws when the backend does not answer. */
export async function pingBackend(): Promise<void> {
  await (await storefront()).shop.ping();
}

// Each feature asks for the capability it uses; the embedded adapter serves them all from one object.
export async function getCatalog(): Promise<CatalogBackend> {
  return (await storefront()).shop;
}

export async function getCarts(): Promise<CartBackend> {
  return (await storefront()).shop;
}

export async function getCustomers(): Promise<CustomerBackend> {
  return (await storefront()).shop;
}

export async function getOrders(): Promise<OrderBackend> {
  return (await storefront()).shop;
}

export async function getSalesFigures(): Promise<SalesFigures> {
  return (await storefront()).shop;
}

export async function getSessionStore(): Promise<SessionStore> {
  return (await storefront()).sessions;
}

export async function getMailOutbox(): Promise<MailOutbox> {
  return (await storefront()).outbox;
}

export async function getNewsletterStore(): Promise<NewsletterStore> {
  return (await storefront()).newsletter;
}

export async function getProductReviews(): Promise<ProductReviews> {
  return (await storefront()).reviews;
}

export async function getShopperLists(): Promise<ShopperListStore> {
  return (await storefront()).lists;
}

export async function getConfirmationLeases(): Promise<OrderConfirmationLeases> {
  return (await storefront()).leases;
}

export async function getPaymentEvents(): Promise<PaymentEvents> {
  return (await storefront()).paymentEvents;
}

export async function getEFacturaOutbox(): Promise<EFacturaOutbox> {
  return (await storefront()).eFactura;
}

export async function getRadiators(): Promise<RadiatorCatalog> {
  return (await storefront()).radiators;
}

export async function getAppointmentBook(): Promise<AppointmentBook> {
  return (await storefront()).appointments;
}

export async function getInstallerDiary(): Promise<InstallerDiary> {
  return (await storefront()).installers;
}

export async function getCartReminders(): Promise<CartReminderBook> {
  return (await storefront()).cartReminders;
}

/** What the health check reports beside its verdict: Thelia's state, with SHOP_BACKEND=thelia. */
export async function remoteBackendState(): Promise<{ thelia?: 'up' | 'down' }> {
  const answers = (await storefront()).theliaAnswers;
  return answers ? { thelia: (await answers()) ? 'up' : 'down' } : {};
}

export async function getOrderForwarding(): Promise<ForwardingDeps | null> {
  return (await storefront()).forwarding;
}

/** Taking over the accounts of the shop the storefront replaced: Thelia's customers; none on the embedded shop. */
export async function getAccountAdoption(): Promise<AccountAdoption | null> {
  return (await storefront()).accountAdoption;
}

/** Integration tests run the route handlers on a database of their own. */
export function useStorefrontForTests(value: Storefront | null): void {
  const holder = globalThis as StorefrontGlobal;
  if (value) holder[STOREFRONT_KEY] = Promise.resolve(value);
  else delete holder[STOREFRONT_KEY];
}
