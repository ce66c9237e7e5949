import type {
  Brand,
  Category,
  CategoryNode,
  Content,
  Country,
  LanguageCode,
  MediaFile,
  Menu,
  ProductDetail,
  ProductPage,
  ProductQueryInput,
  SalesBar,
  Store,
  StoreCode,
  StoreIntegrations,
  TaxRule,
  UrlResolution,
  ViewDescription,
} from './types';

/**
 * The port every shop backend implements: the embedded PostgreSQL one, and Thelia over HTTP. Prices come back
 * net in the default currency; the shop's pricing rules (lib/pricing) turn them into what a shopper sees.
 */
export interface ShopBackend {
  listStores(): Promise<Store[]>;
  getStore(code: StoreCode): Promise<Store | null>;
  listCountries(language: LanguageCode): Promise<Country[]>;
  listTaxRules(language: LanguageCode): Promise<TaxRule[]>;

  getCategoryTree(language: LanguageCode): Promise<CategoryNode[]>;
  getCategory(id: number, language: LanguageCode): Promise<Category | null>;
  listBrands(language: LanguageCode): Promise<Brand[]>;
  getBrand(id: number, language: LanguageCode): Promise<Brand | null>;
  listProducts(query: ProductQueryInput): Promise<ProductPage>;
  getProduct(id: number, language: LanguageCode): Promise<ProductDetail | null>;

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
  getMediaFile(file: string): Promise<MediaFile | null>;
  /** Cheap round trip for health checks and the server-error screen. */
  ping(): Promise<void>;
}
