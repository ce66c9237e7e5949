import type { RatingTotals } from './review-types';
import type { ListingFacets } from './listing';
import type { LocaleConfig } from './locale-config';
import type { EnergyLabelRegulation, TaxCondition } from './codes';
import type { CountryId, LanguageCode, StoreCode } from './schemas';
import type { DatedRate, Image, Measure, NetPrices, StockPolicy } from './values';

export type { LocaleConfig } from './locale-config';
export type * from './schemas';
export type * from './listing';
export type * from './cart-types';
export type * from './values';

/** The header's phone block and the footer's contact data. */
export interface StoreInfo {
  phone: string;
  email: string;
  supportTime: string;
  supportTimeMonThu: string;
  address: string;
  city: string;
  zipcode: string;
}

export interface Currency {
  code: string;
  symbol: string;
  /** Units of this currency per euro, in millionths (Thelia's rate with six decimals, as an integer). */
  ratePerMillion: number;
}

export interface Store {
  code: StoreCode;
  countryId: CountryId;
  language: LanguageCode;
  /** BCP 47 locale used to write numbers, dates and money (de-AT, de-DE, ro-RO). */
  formatLocale: string;
  currency: Currency;
  isDefault: boolean;
  info: StoreInfo;
  config: LocaleConfig;
}

export interface Country {
  id: CountryId;
  isoAlpha2: string;
  title: string;
}

/** A tax rule as recorded: per delivery country, its rates with the days they are in force. */
export interface TaxRuleHistory {
  id: number;
  title: string;
  /** The rule of products without another (Thelia's default tax rule): its rate names a country's VAT. */
  isDefault: boolean;
  ratesByCountry: Partial<Record<CountryId, DatedRate[]>>;
}

/** Tax percent per delivery country for one tax rule on one day, in basis points (20 % → 2000). */
export interface TaxRule {
  id: number;
  title: string;
  isDefault: boolean;
  rateByCountry: Partial<Record<CountryId, number>>;
  /** Countries whose rate holds under a condition only, with the rate charged when the buyer does not confirm it. */
  conditionalByCountry?: Partial<Record<CountryId, ConditionalRate>>;
}

/** A rate that needs the buyer's confirmation of `condition`; without it, `otherwise` (the standard rate). */
export interface ConditionalRate {
  condition: TaxCondition;
  otherwise: number;
}

export interface Badge {
  code: string;
  title: string;
  color: string;
  /** "Top-Angebot": a claim of a reduction, shown only beside a lawful one. */
  announcesReduction: boolean;
}

export interface SaleElement {
  id: number;
  ref: string;
  ean: string | null;
  stock: number;
  stockPolicy: StockPolicy;
  availableFrom: string | null;
  isDefault: boolean;
  weightGrams: number;
  prices: NetPrices;
  /** What one piece holds, for goods sold by length, area, volume or weight; null for the rest. */
  measure: Measure | null;
  colour: { id: number; title: string; swatch: string | null } | null;
  size: { id: number; title: string } | null;
}

export interface BrandSummary {
  id: number;
  title: string;
  url: string;
}

/** A product's EU energy label (Regulation (EU) 2017/1369), with its files served from /media. */
export interface EnergyLabel {
  regulation: EnergyLabelRegulation;
  energyClass: string;
  /** The label's second class: a combination heater's water heating, a reversible air conditioner's heating. */
  secondClass: string | null;
  /** Registration number in the EU product database (EPREL). */
  eprelNumber: number | null;
  labelUrl: string;
  /** The product information sheet (PDF). */
  sheetUrl: string;
}

export interface ProductSummary {
  id: number;
  ref: string;
  title: string;
  url: string;
  kind: 'goods' | 'service';
  brand: BrandSummary | null;
  image: Image | null;
  taxRuleId: number;
  defaultCategoryId: number | null;
  defaultSaleElement: Omit<SaleElement, 'colour' | 'size'>;
  badges: Badge[];
  salesCount: number;
  undeliverableCountryIds: CountryId[];
  energyLabel: EnergyLabel | null;
  /** The approved reviews' count and rating sum; null or missing when it has none. */
  rating?: RatingTotals | null;
}

/** A specification: a listed value (its title, filterable) or a number to format with its unit. */
export type Feature =
  | { id: number; code: string; title: string; kind: 'listed'; valueId: number; value: string }
  | { id: number; code: string; title: string; kind: 'number'; value: number; unit: string | null };

export interface ProductDocument {
  url: string;
  title: string;
}

/** A company a product page names for product safety: its postal address lines and an e-mail or web address. */
export interface EconomicOperator {
  name: string;
  address: string[];
  contact: string | null;
}

/** What the General Product Safety Regulation (EU 2023/988, Art. 19) asks an offer to name. */
export interface ProductSafety {
  /** Null when the backend does not know the brand's manufacturer. */
  manufacturer: EconomicOperator | null;
  /** The responsible person in the EU; null when the manufacturer is in the EU or unknown. */
  euResponsible: EconomicOperator | null;
  /** Warnings and safety information in the language asked, one paragraph each. */
  warnings: string[];
}

/** A sale element on the product page, with its own address (the product's when it has none of its own). */
export interface ProductSaleElement extends SaleElement {
  url: string;
}

/** A part of a set: the sale element sold in the set, `quantity` of it in one set of `setSaleElementId`. */
export interface SetPart {
  setSaleElementId: number;
  quantity: number;
  title: string;
  /** The part's own page (its variant's); null when it is not sold on its own. */
  url: string | null;
  /** The part's product as shown alone; null when it is not (then neither its price nor a saving is shown). */
  product: ProductSummary | null;
  saleElement: Omit<SaleElement, 'colour' | 'size'>;
}

export interface ProductDetail extends ProductSummary {
  chapo: string;
  description: string;
  postscriptum: string;
  metaTitle: string;
  metaDescription: string;
  images: Image[];
  documents: ProductDocument[];
  saleElements: ProductSaleElement[];
  features: Feature[];
  unit: string;
  minQuantity: number;
  orderMultiple: number;
  deliveryDays: { min: number; max: number };
  categoryPath: CategorySummary[];
  accessories: ProductSummary[];
  related: ProductSummary[];
  alternatives: ProductSummary[];
  /** Assembly and maintenance services offered with the product. */
  services: ProductSummary[];
  /** What each of the product's set sale elements holds, when it is a set sold at its own price; else empty. */
  setParts: SetPart[];
  /** The sets that hold the product, sold at their own price. */
  inSets: ProductSummary[];
  safety: ProductSafety;
  createdAt: string;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  /** Only when the query asked for facets. */
  facets: ListingFacets | null;
}

/** A top-level category and how many results of a search it holds. */
export interface SearchCategoryCount {
  id: number;
  title: string;
  count: number;
}

/** A chunk of the as-you-type search (docs/product.md §2 overlay, §4 "Search"). */
export interface QuickSearchResult {
  items: ProductSummary[];
  total: number;
  /** With an overview: top-level categories holding results, counted whatever category narrows the items. */
  categories: SearchCategoryCount[] | null;
  /** With an overview: the content pages that match, best first (docs/product.md §7: up to 5). */
  contents: ContentLink[] | null;
}

export interface CategorySummary {
  id: number;
  title: string;
  url: string;
}

export interface CategoryNode extends CategorySummary {
  parentId: number;
  children: CategoryNode[];
}

export interface Category extends CategorySummary {
  parentId: number;
  chapo: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  path: CategorySummary[];
}

export interface Brand extends BrandSummary {
  chapo: string;
  description: string;
  logo: Image | null;
}

export interface Content {
  id: number;
  title: string;
  url: string;
  chapo: string;
  /** Trusted HTML from the shop's editors; sanitised before rendering. */
  description: string;
  postscriptum: string;
  metaTitle: string;
  metaDescription: string;
  folderId: number | null;
  /** Its first image, for teasers. */
  image: Image | null;
}

/** A content page a search finds, with the folder it belongs to (the overlay groups links by it). */
export interface ContentLink {
  id: number;
  title: string;
  url: string;
  folder: { id: number; title: string } | null;
}

export type UrlView = 'product' | 'pse' | 'category' | 'brand' | 'content' | 'folder';

/** What sitemaps list: the canonical pages, not variants or folders. */
export type SitemapView = 'product' | 'category' | 'brand' | 'content';

/** A rewritten URL: either the current address of a view, or a retired one with the URL to redirect to. */
export type UrlResolution =
  | { kind: 'current'; view: UrlView; viewId: number }
  | { kind: 'retired'; view: UrlView; viewId: number; currentUrl: string };

/** A view a rewritten URL points to, when it exists and is visible in the language. */
export type ViewDescription =
  | { view: 'product'; id: number }
  | { view: 'pse'; id: number; productId: number }
  | { view: 'category'; id: number }
  | { view: 'brand'; id: number }
  | { view: 'folder'; id: number }
  | { view: 'content'; id: number; postscriptum: string };

export interface MenuLink {
  title: string;
  href: string;
}

export interface Menu {
  categoryIds: number[];
  leftContents: CategorySummary[];
  rightContents: CategorySummary[];
  leftLinks: MenuLink[];
  rightLinks: MenuLink[];
  categoryIcons: Record<number, string>;
  /** The content page behind each fixed route of docs/product.md §2 in this store ("agb.html" → 7, "Impressum" → 6). */
  contentRoutes: Record<string, number>;
}

export interface SalesBar {
  message: string;
  link: string;
  linkText: string;
  dismissible: boolean;
}

export interface MediaFile {
  contentType: string;
  body: Buffer;
}

/** Third-party services a store uses; the page loads them only after cookie consent. */
export interface StoreIntegrations {
  /** A validated Google Tag Manager container id (GTM-…), never code. */
  tagManagerId: string | null;
  /** The chat-support provider's loader script (https only). */
  chatScriptUrl: string | null;
}
export type * from './customer-types';
export type * from './address-types';
