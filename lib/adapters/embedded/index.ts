import { eq, sql } from 'drizzle-orm';
import { contentLocaleOf } from '../../shop/languages';
import { productQuerySchema } from '../../shop/schemas';
import type { ShopBackend } from '../../shop/backend';
import type { CartRefusal, CartResult, LanguageCode, StoreCode } from '../../shop/types';
import type { DatabaseHandle } from './database';
import type { ExternalSearch } from './opensearch/engine';
import { embeddedSearch, externalSearch } from './search-port';
import { currency, seedRun } from './schema';
import { selectBrands, selectCategory, selectCategoryTree } from './queries/categories';
import { selectContents, selectMediaFile } from './queries/contents';
import { selectIntegrations, selectMenu } from './queries/menus';
import { selectProductDetail } from './queries/product-detail';
import { selectProductPage } from './queries/product-list';
import { selectCountries, selectSalesBar, selectStores, selectTaxRules } from './queries/stores';
import { flushPendingIndexEntries } from './queries/gin-pending';
import { refreshProductListing } from './queries/listing-refresh';
import { selectListingVocabulary } from './queries/listing-vocabulary';
import { selectRows } from './queries/raw';
import { ensureRecordedRates } from './queries/tax-rate-repair';
import { ensureCreditNotes } from './queries/invoice-series';
import { countSitemapEntries, selectSitemapEntries } from './queries/sitemap';
import { selectFeedProducts } from './queries/feed-products';
import { resolveRewrittenUrl, urlsByLanguage } from './queries/urls';
import { describeView } from './queries/views';
import {
  addLine,
  changeQuantity,
  clearLines,
  markLinesUndeliverable,
  removeLine,
  setLineCentre,
} from './queries/cart-changes';
import { selectCart } from './queries/cart-lines';
import { assignCartToCustomer } from './queries/cart-owner';
import { deleteGuestCarts, selectStaleGuestCarts } from './queries/stale-carts';
import { selectIdleCustomerCarts } from './queries/idle-carts';
import {
  changeCustomerEmail,
  confirmCustomer,
  recordVatCheck,
  setCustomerVatExclusion,
  registerCustomer,
  replaceCustomerPassword,
  selectCustomer,
  selectCustomerLogin,
  updateCustomerProfile,
} from './queries/customers';
import {
  deleteAddress,
  saveAddress,
  selectAddresses,
  selectCountryStates,
  setDefaultAddress,
} from './queries/addresses';
import {
  createSocialCustomer,
  linkIdentity,
  selectIdentityCustomer,
  selectSignInMethods,
} from './queries/customer-identities';
import { selectDeliveryModules } from './queries/delivery-modules';
import { selectOrderableSaleElement } from './queries/orderable';
import { writeDeliveryConfiguration } from './seed/delivery';
import { placeOrder } from './queries/order-placement';
import { adoptGuestOrder } from './queries/guest-orders';
import { selectCustomerOrders, selectOrder, selectOrderIdByKey, selectOrderIdByRef } from './queries/orders';
import { cancelOrder, selectCoupon, setOrderPaymentReference } from './queries/order-changes';
import { recordPayment } from './queries/order-payments';
import { selectBestSellers, selectBoughtWith } from './queries/sales-figures';

/** Raised when the database has a schema but no catalogue yet. */
export class CatalogueMissingError extends Error {
  constructor(location: string) {
    super(`The embedded database at ${location} holds no catalogue. Run \`npm run seed\` first.`);
    this.name = 'CatalogueMissingError';
  }
}

// Serialises instances that find the listing missing at the same time (several servers starting together).
const LISTING_LOCK_KEY = 727_002;
const DELIVERY_LOCK_KEY = 727_003;

/**
 * A catalogue seeded before the listing or search tables existed has products but no rows there: build them
 * once, under a lock, so the first instance builds and the others find them built.
 */
async function ensureProductListing(db: DatabaseHandle['db'], currencyId: number): Promise<void> {
  const missing = sql`EXISTS (SELECT 1 FROM product WHERE visible)
    AND (NOT EXISTS (SELECT 1 FROM product_listing) OR NOT EXISTS (SELECT 1 FROM product_search))`;
  const [first] = await selectRows<{ missing: boolean }>(db, sql`SELECT ${missing} AS missing`);
  if (!first?.missing) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(LISTING_LOCK_KEY))})`);
    const [again] = await selectRows<{ missing: boolean }>(tx, sql`SELECT ${missing} AS missing`);
    if (again?.missing) await refreshProductListing(tx, currencyId);
  });
}

/**
 * A catalogue seeded before delivery modules existed gets the demo delivery configuration once, under a lock, so
 * carts can show postage without a re-seed.
 */
async function ensureDeliveryConfiguration(db: DatabaseHandle['db']): Promise<void> {
  const none = sql`NOT EXISTS (SELECT 1 FROM delivery_module)`;
  const [first] = await selectRows<{ missing: boolean }>(db, sql`SELECT ${none} AS missing`);
  if (!first?.missing) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(DELIVERY_LOCK_KEY))})`);
    const [again] = await selectRows<{ missing: boolean }>(tx, sql`SELECT ${none} AS missing`);
    if (again?.missing) await writeDeliveryConfiguration(tx);
  });
}

export interface EmbeddedOptions {
  /** An engine that finds and ranks products and contents instead of the database's full-text search. */
  externalSearch?: ExternalSearch;
}

/**
 * The embedded backend: the port answered by SQL over the Thelia-shaped schema (PGlite or PostgreSQL), searches
 * by its own full-text documents or by an external engine.
 */
export async function createEmbeddedBackend(
  handle: DatabaseHandle,
  options: EmbeddedOptions = {},
): Promise<ShopBackend> {
  const { db } = handle;
  const [seeded] = await db.select({ id: seedRun.id }).from(seedRun).limit(1);
  if (!seeded) throw new CatalogueMissingError(handle.location);
  const [defaultCurrency] = await db
    .select({ id: currency.id })
    .from(currency)
    .where(eq(currency.byDefault, true));
  const currencyId = defaultCurrency?.id ?? 1;
  await ensureProductListing(db, currencyId);
  await ensureDeliveryConfiguration(db);
  await ensureRecordedRates(db);
  await ensureCreditNotes(db);
  // Heals a database written before refreshes flushed their index entries (and PGlite's, which no autovacuum visits).
  await flushPendingIndexEntries(db);
  const locale = (language: LanguageCode) => contentLocaleOf(language);
  /** The cart as it is after a change, or why the change did not happen. */
  const cartAfter = async (
    change: { ok: true; cartId: number } | { ok: false; reason: CartRefusal },
    language: LanguageCode,
  ): Promise<CartResult> => {
    if (!change.ok) return change;
    const cart = await selectCart(db, change.cartId, locale(language), currencyId);
    return cart ? { ok: true, cart } : { ok: false, reason: 'cartNotFound' };
  };
  const search = options.externalSearch
    ? externalSearch(db, currencyId, options.externalSearch)
    : embeddedSearch(db, currencyId, handle.kind === 'postgres' ? 'side-by-side' : 'one-statement');

  return {
    listStores: () => selectStores(db),
    getStore: async (code: StoreCode) =>
      (await selectStores(db)).find((store) => store.code === code) ?? null,
    listCountries: (language) => selectCountries(db, language),
    listTaxRules: (language) => selectTaxRules(db, language),
    getCategoryTree: (language) => selectCategoryTree(db, locale(language)),
    getCategory: (id, language) => selectCategory(db, id, locale(language)),
    listBrands: (language) => selectBrands(db, locale(language)),
    getBrand: async (id, language) => (await selectBrands(db, locale(language), id))[0] ?? null,
    listProducts: async (input) => {
      const query = productQuerySchema.parse(input);
      const match =
        query.searchText === undefined ? null : await search.matchFor(query.searchText, query.language);
      return selectProductPage(db, query, locale(query.language), currencyId, match);
    },
    listBadges: async (language) =>
      (await selectListingVocabulary(db, locale(language))).badges.map(
        ({ code, title, color, announcesReduction }) => ({ code, title, color, announcesReduction }),
      ),
    getProduct: (id, language) => selectProductDetail(db, id, locale(language), currencyId),
    getContent: async (id, language) =>
      (await selectContents(db, locale(language), { ids: [id] }))[0] ?? null,
    listFolderContents: (folderId, language) => selectContents(db, locale(language), { folderId }),
    quickSearch: (input) => search.quickSearch(input),
    getMenu: (store, language) => selectMenu(db, store, locale(language)),
    getIntegrations: (store) => selectIntegrations(db, store),
    getSalesBar: (language) => selectSalesBar(db, language),
    resolveUrl: (path, language) => resolveRewrittenUrl(db, path, locale(language)),
    describeView: (view, id, language) => describeView(db, view, id, locale(language)),
    listUrls: (view, viewId) => urlsByLanguage(db, view, viewId),
    listSitemapEntries: (view, language, page) => selectSitemapEntries(db, view, locale(language), page),
    countSitemapEntries: (view, language) => countSitemapEntries(db, view, locale(language)),
    listFeedProducts: (language, after, limit) =>
      selectFeedProducts(db, locale(language), currencyId, after, limit),
    getMediaFile: (file) => selectMediaFile(db, file),
    getCart: (cartId, language) => selectCart(db, cartId, locale(language), currencyId),
    addToCart: async (input, language) => cartAfter(await addLine(db, input, currencyId), language),
    changeCartQuantity: async (cartId, lineId, change, language) =>
      cartAfter(await changeQuantity(db, cartId, lineId, change), language),
    removeFromCart: async (cartId, lineId, language) =>
      cartAfter(await removeLine(db, cartId, lineId), language),
    clearCart: async (cartId, language) => cartAfter(await clearLines(db, cartId), language),
    setFulfilmentCentre: async (cartId, lineId, centreId, language) =>
      cartAfter(await setLineCentre(db, cartId, lineId, centreId), language),
    markUndeliverable: async (cartId, countryId, language) =>
      cartAfter(await markLinesUndeliverable(db, cartId, countryId), language),
    getOrderableSaleElement: (saleElementId) => selectOrderableSaleElement(db, saleElementId, currencyId),
    listDeliveryModules: (countryId, language) => selectDeliveryModules(db, countryId, locale(language)),
    registerCustomer: (input) => registerCustomer(db, input),
    confirmCustomer: (customerId, passwordHash) => confirmCustomer(db, customerId, passwordHash),
    replaceCustomerPassword: (customerId, expectedHash, passwordHash) =>
      replaceCustomerPassword(db, customerId, expectedHash, passwordHash),
    getCustomer: (customerId) => selectCustomer(db, customerId),
    getCustomerLogin: (email) => selectCustomerLogin(db, email),
    assignCartToCustomer: (customerId, store, guestCartId, maxQuantity) =>
      assignCartToCustomer(db, customerId, store, guestCartId, maxQuantity),
    listStaleGuestCarts: (before, limit) => selectStaleGuestCarts(db, before, limit),
    deleteGuestCarts: (cartIds, before) => deleteGuestCarts(db, cartIds, before),
    listIdleCustomerCarts: (window) => selectIdleCustomerCarts(db, window),
    findIdentityCustomer: (identity) => selectIdentityCustomer(db, identity),
    getSignInMethods: (customerId) => selectSignInMethods(db, customerId),
    linkIdentity: (customerId, identity) => linkIdentity(db, customerId, identity),
    createSocialCustomer: (input) => createSocialCustomer(db, input),
    updateCustomerProfile: (customerId, profile) => updateCustomerProfile(db, customerId, profile),
    recordVatCheck: (customerId, vatNumber, outcome) => recordVatCheck(db, customerId, vatNumber, outcome),
    setVatExclusion: (customerId, excludeVat) => setCustomerVatExclusion(db, customerId, excludeVat),
    changeCustomerEmail: (customerId, expectedEmail, newEmail) =>
      changeCustomerEmail(db, customerId, expectedEmail, newEmail),
    listAddresses: (customerId) => selectAddresses(db, customerId),
    saveAddress: (customerId, addressId, fields) => saveAddress(db, customerId, addressId, fields),
    deleteAddress: (customerId, addressId) => deleteAddress(db, customerId, addressId),
    setDefaultAddress: (customerId, addressId) => setDefaultAddress(db, customerId, addressId),
    listCountryStates: (countryId) => selectCountryStates(db, countryId),
    findCoupon: (code) => selectCoupon(db, code),
    placeOrder: (order) => placeOrder(db, order),
    getOrder: (orderId) => selectOrder(db, orderId),
    findOrderIdByRef: (ref) => selectOrderIdByRef(db, ref),
    findOrderIdByCheckoutKey: (checkoutKey) => selectOrderIdByKey(db, checkoutKey),
    findOrderByRef: async (ref) => {
      const id = await selectOrderIdByRef(db, ref);
      return id === null ? null : selectOrder(db, id);
    },
    listCustomerOrders: (customerId, store, limit) => selectCustomerOrders(db, customerId, store, limit),
    adoptGuestOrder: (customerId, orderId, email) => adoptGuestOrder(db, customerId, orderId, email),
    cancelOrder: (orderId, reason, from) => cancelOrder(db, orderId, reason, from),
    setOrderPaymentReference: (orderId, reference) => setOrderPaymentReference(db, orderId, reference),
    recordPayment: (report) => recordPayment(db, report),
    bestSellers: (window) => selectBestSellers(db, window),
    boughtWith: (window) => selectBoughtWith(db, window),
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
  };
}
