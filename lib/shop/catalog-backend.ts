import type { FeedBatch } from './feed-types';
import type {
  Badge,
  Brand,
  Category,
  CategoryNode,
  Content,
  Country,
  CountryId,
  DeliveryModule,
  LanguageCode,
  MediaFile,
  Menu,
  OrderableSaleElement,
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

/**
 * What a shop backend tells about its catalogue: stores, countries, tax rules and delivery modules with postage, categories, brands, products and
 * search, contents, menus, URLs, sitemaps, the product feed and media. Prices come back net in the default
 * currency; the shop's pricing rules (lib/pricing) turn them into what a shopper sees.
 */
export interface CatalogBackend {
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
   * The as-you-type search (docs/product.md §4): a chunk of visible products by relevance; with `overview`, also the
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
  /** The delivery modules serving a country, with their postage there (docs/product.md §7 getActiveDelivery, postage). */
  listDeliveryModules(countryId: CountryId, language: LanguageCode): Promise<DeliveryModule[]>;
  /** A shown product's sale element with its stock, order rules and prices now; null when there is none. */
  getOrderableSaleElement(saleElementId: number): Promise<OrderableSaleElement | null>;
}
