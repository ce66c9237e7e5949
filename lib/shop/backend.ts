import type {
  AddToCartInput,
  Badge,
  Cart,
  CartResult,
  CountryId,
  DeliveryModule,
  OrderableSaleElement,
  QuantityChange,
  Brand,
  Category,
  CategoryNode,
  Content,
  Country,
  Address,
  AddressFields,
  AddressRemoval,
  AddressSave,
  CountryState,
  Customer,
  CustomerLogin,
  CustomerProfile,
  EmailChange,
  VatCheckOutcome,
  LanguageCode,
  NewCustomer,
  NewSocialCustomer,
  ProviderIdentity,
  SignInMethods,
  SocialSignUp,
  Registration,
  MediaFile,
  Menu,
  ProductDetail,
  ProductPage,
  ProductQueryInput,
  QuickSearchInput,
  QuickSearchResult,
  SalesBar,
  SitemapView,
  Store,
  StoreCode,
  StoreIntegrations,
  TaxRuleHistory,
  UrlResolution,
  UrlView,
  ViewDescription,
} from './types';
import type {
  NewOrder,
  Order,
  OrderPlacement,
  OrderStatus,
  OrderSummary,
  PaymentRecord,
  PaymentReport,
} from './order-types';
import type { CouponTerms } from '../checkout/coupon-rules';
import type { GuestListHandover, ShopperListChange, ShopperListOwner, ShopperListResult } from './list-types';
import type { FeedBatch } from './feed-types';

/**
 * The port every shop backend implements: the embedded PostgreSQL one, and Thelia over HTTP. Prices come back
 * net in the default currency; the shop's pricing rules (lib/pricing) turn them into what a shopper sees.
 */
export interface ShopBackend {
  listStores(): Promise<Store[]>;
  getStore(code: StoreCode): Promise<Store | null>;
  listCountries(language: LanguageCode): Promise<Country[]>;
  /** Every rule with its dated rates: which one is in force is the pricing's question (lib/pricing/tax-rates). */
  listTaxRules(language: LanguageCode): Promise<TaxRuleHistory[]>;

  getCategoryTree(language: LanguageCode): Promise<CategoryNode[]>;
  getCategory(id: number, language: LanguageCode): Promise<Category | null>;
  listBrands(language: LanguageCode): Promise<Brand[]>;
  getBrand(id: number, language: LanguageCode): Promise<Brand | null>;
  listProducts(query: ProductQueryInput): Promise<ProductPage>;
  /** The badges (associated keywords) products can carry; each has a listing of its own. */
  listBadges(language: LanguageCode): Promise<Badge[]>;
  getProduct(id: number, language: LanguageCode): Promise<ProductDetail | null>;
  /**
   * The as-you-type search (SPEC §4): a chunk of visible products by relevance; with `overview`, also the
   * matches per top-level category and the content pages whose title or teaser match.
   */
  quickSearch(query: QuickSearchInput): Promise<QuickSearchResult>;

  getContent(id: number, language: LanguageCode): Promise<Content | null>;
  listFolderContents(folderId: number, language: LanguageCode): Promise<Content[]>;
  getMenu(store: StoreCode, language: LanguageCode): Promise<Menu>;
  getIntegrations(store: StoreCode): Promise<StoreIntegrations>;
  getSalesBar(language: LanguageCode): Promise<SalesBar | null>;

  /** Looks a decoded path (without leading slash) up among the rewritten URLs of one language. */
  resolveUrl(path: string, language: LanguageCode): Promise<UrlResolution | null>;
  /** The view if it exists, is visible and has texts in the language; null otherwise. */
  describeView(
    view: ViewDescription['view'],
    id: number,
    language: LanguageCode,
  ): Promise<ViewDescription | null>;
  /** A view's current URL in each language, for hreflang alternates. */
  listUrls(view: UrlView, viewId: number): Promise<Partial<Record<LanguageCode, string>>>;
  /**
   * Current URLs (with ids) that sitemaps list, in id order: products shown, categories and brands with
   * products, contents shown. Products come in pages.
   */
  listSitemapEntries(
    view: SitemapView,
    language: LanguageCode,
    page?: { offset: number; limit: number },
  ): Promise<Array<{ id: number; url: string }>>;
  countSitemapEntries(view: SitemapView, language: LanguageCode): Promise<number>;
  /**
   * The goods a product feed lists, one sale element per entry in id order after `after` (0 for the first batch),
   * at most `limit` of them.
   */
  listFeedProducts(language: LanguageCode, after: number, limit: number): Promise<FeedBatch>;
  getMediaFile(file: string): Promise<MediaFile | null>;

  // Carts (SPEC §4 "Cart actions", §7 cart calls): lines carry net prices of the day added, in euro cents.
  /** A cart with its lines' texts in the language, or null when it does not exist. */
  getCart(cartId: number, language: LanguageCode): Promise<Cart | null>;
  /** Adds to a cart, making a new one for the store when `cartId` is missing or unknown. */
  addToCart(input: AddToCartInput, language: LanguageCode): Promise<CartResult>;
  changeCartQuantity(
    cartId: number,
    lineId: number,
    change: QuantityChange,
    language: LanguageCode,
  ): Promise<CartResult>;
  removeFromCart(cartId: number, lineId: number, language: LanguageCode): Promise<CartResult>;
  clearCart(cartId: number, language: LanguageCode): Promise<CartResult>;
  /** Chooses the fulfilment centre of a line; null lets the shop choose. */
  setFulfilmentCentre(
    cartId: number,
    lineId: number,
    centreId: number | null,
    language: LanguageCode,
  ): Promise<CartResult>;
  /** Marks the lines that cannot be delivered to a country (checkout asks the shopper to confirm them). */
  markUndeliverable(cartId: number, countryId: CountryId, language: LanguageCode): Promise<CartResult>;
  /** A shown product's sale element with its stock, order rules and prices now; null when there is none. */
  getOrderableSaleElement(saleElementId: number): Promise<OrderableSaleElement | null>;
  /** The delivery modules serving a country, with their postage there (SPEC §7 getActiveDelivery, postage). */
  listDeliveryModules(countryId: CountryId, language: LanguageCode): Promise<DeliveryModule[]>;
  // Customers (SPEC §3 customer, §7 customer calls and assignCustomer).
  /**
   * A new, unconfirmed customer without a password; an unconfirmed one of the same address is replaced, a
   * confirmed one kept.
   */
  registerCustomer(input: NewCustomer): Promise<Registration>;
  /**
   * A new password hash, only while the stored one is still `expectedHash` (a reset link works once); it
   * confirms the address, so the registration link's chosen password opens the account once.
   */
  replaceCustomerPassword(
    customerId: number,
    expectedHash: string | null,
    passwordHash: string,
  ): Promise<boolean>;
  getCustomer(customerId: number): Promise<Customer | null>;
  /** What a login checks, by e-mail address (any case); null when no customer has it. */
  getCustomerLogin(email: string): Promise<CustomerLogin | null>;
  /**
   * Gives the guest's cart to the customer, merged into the one they have in the store (a line's quantities added,
   * at most `maxQuantity`); their cart's id, or null when they have none.
   */
  assignCartToCustomer(
    customerId: number,
    store: StoreCode,
    guestCartId: number | null,
    maxQuantity: number,
  ): Promise<number | null>;
  /** The customer an identity at Google or Facebook signs in as; null when it is linked to none. */
  findIdentityCustomer(identity: ProviderIdentity): Promise<number | null>;
  /** Whether a customer has a password, and which providers they can sign in with. */
  getSignInMethods(customerId: number): Promise<SignInMethods>;
  /** Links an identity to a customer; false when it is linked to someone already. */
  linkIdentity(customerId: number, identity: ProviderIdentity): Promise<boolean>;
  /**
   * A confirmed customer with no password, linked to the identity, in one transaction; an unconfirmed
   * registration of the address is replaced (the provider proved the mailbox), a confirmed one is left alone.
   */
  createSocialCustomer(input: NewSocialCustomer): Promise<SocialSignUp>;
  /** Saves the changeable part of a customer; null when the customer is gone. */
  updateCustomerProfile(customerId: number, profile: CustomerProfile): Promise<Customer | null>;
  /** Keeps VIES's answer, only while `vatNumber` is still the customer's (a changed id is asked about anew). */
  recordVatCheck(customerId: number, vatNumber: string, outcome: VatCheckOutcome): Promise<boolean>;
  /** Keeps a customer's wish for VAT-excluded prices (SPEC §6 excludeVAT); false when the customer is gone. */
  setVatExclusion(customerId: number, excludeVat: boolean): Promise<boolean>;
  /** Moves the login from `expectedEmail` to `newEmail` (a confirmed link works once, and only for that address). */
  changeCustomerEmail(customerId: number, expectedEmail: string, newEmail: string): Promise<EmailChange>;
  // The address book (SPEC §7 address calls), always within one customer's own addresses.
  listAddresses(customerId: number): Promise<Address[]>;
  /** A new address (`addressId` null) or a change of one; the first one becomes the default. */
  saveAddress(customerId: number, addressId: number | null, fields: AddressFields): Promise<AddressSave>;
  deleteAddress(customerId: number, addressId: number): Promise<AddressRemoval>;
  /** Makes one of the customer's addresses the default; false when it is not theirs. */
  setDefaultAddress(customerId: number, addressId: number): Promise<boolean>;
  /** The states or counties of a country an address must name; none for a country without them. */
  listCountryStates(countryId: CountryId): Promise<CountryState[]>;
  // Orders (ARCHITECTURE "Orders", SPEC §7 order and coupon calls).
  /** A coupon's terms, the same for everyone; null when no coupon has the code. Per-buyer limits count at placement. */
  findCoupon(code: string): Promise<CouponTerms | null>;
  /** Places an order in one transaction: stock, coupon, order; idempotent by its checkout key. */
  placeOrder(order: NewOrder): Promise<OrderPlacement>;
  getOrder(orderId: number): Promise<Order | null>;
  findOrderByRef(ref: string): Promise<Order | null>;
  /** Only the id of the order with this number: a look-up that costs the same whether or not it exists. */
  findOrderIdByRef(ref: string): Promise<number | null>;
  /** A customer's orders, newest first (SPEC §9: at most 999). */
  listCustomerOrders(customerId: number, store: StoreCode, limit: number): Promise<OrderSummary[]>;
  /** Gives a customer a guest order placed with their e-mail, once it is proven theirs; false if it is not one. */
  adoptGuestOrder(customerId: number, orderId: number, email: string): Promise<boolean>;
  /**
   * Cancels an order still in one of `from`, giving back its stock and coupon use; false when it was not, and for a
   * customer's cancel of a Stripe or PayPal order whose payment page was opened (it may still take the money).
   */
  cancelOrder(orderId: number, reason: 'customer' | 'paymentError', from: OrderStatus[]): Promise<boolean>;
  /** Keeps the provider's reference of an order's payment (Stripe's session, PayPal's order); false once not unpaid. */
  setOrderPaymentReference(orderId: number, reference: string): Promise<boolean>;
  /** Records a provider's report in one transaction, idempotent by event id (see PaymentReport). */
  recordPayment(report: PaymentReport): Promise<PaymentRecord>;
  /**
   * Claims the sending of an order's confirmation for a while (a lease): true when it is not sent and nobody else
   * claimed it within the lease, so a sender that died holding the claim leaves the mail to a later retry.
   */
  claimOrderConfirmation(orderId: number): Promise<boolean>;
  /** The SMTP server accepted the confirmation: no claim takes it again. */
  markOrderConfirmationSent(orderId: number): Promise<void>;
  /** Gives a claim back after sending failed, so the next attempt sends it without waiting for the lease. */
  releaseOrderConfirmation(orderId: number): Promise<void>;
  /** Cheap round trip for health checks and the server-error screen. */
  // Wishlist and compare lists (SPEC §3), always one owner's, as the session names it.
  /** The products on a list, in the order added. */
  listShopperList(owner: ShopperListOwner): Promise<number[]>;
  /** One change in a transaction: a list holds at most `limit` products and only visible ones join it. */
  changeShopperList(
    owner: ShopperListOwner,
    change: ShopperListChange,
    limit: number,
  ): Promise<ShopperListResult>;
  /** At login: the guest's wishlist joins the customer's, the compare list moves to the new session. */
  adoptGuestLists(handover: GuestListHandover): Promise<void>;
  ping(): Promise<void>;
}
