import type { components } from '@/lib/adapters/thelia/openapi/thelia-open-api';
import brandsJson from './fixtures/brands.json';
import categoriesJson from './fixtures/categories.json';
import deliveryJson from './fixtures/delivery-modules.json';
import paymentJson from './fixtures/payment-modules.json';
import productsJson from './fixtures/products.json';
import translationsJson from './fixtures/translations.json';

/**
 * The stand-in's catalogue: the fixtures (German, the shop's default language) with their English
 * translations, and the module's search routes over them. fake-thelia-fixtures.test.ts holds the fixtures to
 * the YAML's schemas; the casts below only tell TypeScript what that test proves.
 */

type Schemas = components['schemas'];
type I18n = Schemas['I18n'];
type Product = Schemas['Product'];

const translations = translationsJson as Record<string, Record<string, I18n>>;

/** PHP's (bool) on a query string: "0" and "" are false, anything else (even "false") is true. */
const phpBool = (value: string) => value !== '0' && value !== '';

const intParam = (query: URLSearchParams, name: string, fallback: number) => {
  const value = query.get(name);
  return value === null || !/^-?\d+$/.test(value) ? fallback : Number(value);
};

const textFilters = ['title', 'description', 'chapo', 'postscriptum'] as const;

function translate<T extends { id?: number; i18n?: I18n }>(kind: string, model: T, locale: string): T {
  const i18n = translations[locale]?.[`${kind}/${model.id}`];
  return i18n ? { ...model, i18n } : model;
}

/**
 * The module's common list filters (Service/SearchService): id, ids[], visible, the text filters (SQL LIKE,
 * case-insensitive in MySQL's default collation), order, offset and a limit of 20 unless told.
 */
function search<T extends { id: number; visible?: boolean | null; i18n?: I18n }>(
  items: T[],
  query: URLSearchParams,
  extra: (item: T) => boolean = () => true,
  ties: (found: T[], order: string) => T[] = (found) => found,
): T[] {
  const id = query.get('id');
  const ids = query.getAll('ids[]').map(Number);
  const visible = phpBool(query.get('visible') ?? '1');
  const texts = textFilters.flatMap((field) => {
    const value = query.get(field);
    return value ? [[field, value.toLowerCase()] as const] : [];
  });
  let found = items.filter(
    (item) =>
      (id === null || item.id === Number(id)) &&
      (ids.length === 0 || ids.includes(item.id)) &&
      Boolean(item.visible) === visible &&
      texts.every(([field, value]) => (item.i18n?.[field] ?? '').toLowerCase().includes(value)) &&
      extra(item),
  );
  const order = query.get('order') ?? 'alpha';
  // alpha ordering only happens together with a text filter (x-quirks no-paging-totals); otherwise id order.
  if (texts.length > 0 && (order === 'alpha' || order === 'alpha_reverse')) {
    found = [...found].sort((a, b) => (a.i18n?.title ?? '').localeCompare(b.i18n?.title ?? ''));
    if (order === 'alpha_reverse') found.reverse();
  } else {
    if (order === 'created_reverse') found = [...found].reverse();
    found = ties(found, order);
  }
  const offset = intParam(query, 'offset', 0);
  return found.slice(offset, offset + intParam(query, 'limit', 20));
}

/** Each stand-in copies the fixtures: a test changing its Thelia's catalogue (thelia.world) leaves others alone. */
export class FakeTheliaCatalogue {
  readonly products: Product[];
  readonly categories = structuredClone(categoriesJson) as Schemas['Category'][];
  readonly brands = structuredClone(brandsJson) as Schemas['Brand'][];
  readonly deliveryModules = deliveryJson as Schemas['DeliveryModule'][];
  readonly paymentModules = paymentJson as Schemas['PaymentModule'][];
  /**
   * Opt-in quirk: the shower head (3) and its copies (`extraProducts`) were created in one go and share one
   * `created` timestamp, and MySQL returns rows tied in the ORDER BY in whatever order its plan gives, so paging
   * by offset may give one of them twice and another never. On, each products search ordered by `created` gives
   * the tied ones in another order than the one before (rotated four places further each call): deterministic,
   * so a test can rely on some being skipped and a copy coming before the shower head.
   */
  unstableTies = false;
  #tieSearches = 0;

  /**
   * `extraProducts` adds copies of the shower head, for the routes' default limit of 20. Each has an address of
   * its own, as Thelia's rewritten URLs are unique; their sale elements keep the template's reference, as copies
   * made in Thelia's back office do (Thelia does not keep those unique).
   */
  constructor(extraProducts = 0) {
    const base = structuredClone(productsJson) as unknown as Product[];
    const template = base.find((product) => product.id === 3)!;
    const extras = Array.from({ length: extraProducts }, (_, index): Product => {
      const copy = structuredClone(template);
      return {
        ...copy,
        id: 100 + index,
        reference: `EX-${100 + index}`,
        url: `https://thelia.example/zusatzartikel-${100 + index}.html`,
        productSaleElements: copy.productSaleElements?.map((pse) => ({ ...pse, id: 1000 + index })),
        i18n: { ...copy.i18n, title: `Zusatzartikel ${100 + index}` },
      };
    });
    this.products = [...base, ...extras];
  }

  /** A product in a language: its own texts and those of its brand, categories, attributes and features. */
  product(id: number, locale: string): Product | null {
    const found = this.products.find((product) => product.id === id);
    if (!found) return null;
    const product = translate('product', structuredClone(found), locale);
    const category = (model: Schemas['Category']) => translate('category', model, locale);
    return {
      ...product,
      brand: product.brand ? translate('brand', product.brand, locale) : null,
      defaultCategory: product.defaultCategory && category(product.defaultCategory),
      categories: product.categories?.map(category),
      features: product.features?.map((feature) => ({
        ...translate('feature', feature, locale),
        values: feature.values?.map((value) => translate('featureValue', value, locale)) ?? null,
      })),
      productSaleElements: product.productSaleElements?.map((pse) => ({
        ...pse,
        attributes: pse.attributes?.map((attribute) => ({
          ...translate('attribute', attribute, locale),
          values: attribute.values?.map((value) => translate('attributeValue', value, locale)),
        })),
      })),
    };
  }

  /** The product a sale element belongs to, in a language, with that element. */
  saleElement(pseId: number, locale: string) {
    const owner = this.products.find((p) => p.productSaleElements?.some((pse) => pse.id === pseId));
    const product = owner && this.product(owner.id, locale);
    const pse = product?.productSaleElements?.find((candidate) => candidate.id === pseId);
    return product && pse ? { product, pse } : null;
  }

  searchProducts(query: URLSearchParams, locale: string): Product[] {
    const reference = query.get('reference');
    const categoryIds = query.getAll('categories[]').map(Number);
    const products = this.products.map((product) => this.product(product.id, locale)!);
    return search(
      products,
      query,
      (product) =>
        (reference === null || product.reference === reference) &&
        (categoryIds.length === 0 || (product.categories ?? []).some((c) => categoryIds.includes(c.id))),
      (found, order) => this.#tiesShuffled(found, order),
    );
  }

  /** The products tied in `created` (the shower head and its copies), reordered per call when the quirk is on. */
  #tiesShuffled(found: Product[], order: string): Product[] {
    if (!this.unstableTies || (order !== 'created' && order !== 'created_reverse')) return found;
    this.#tieSearches += 1;
    const tied = (product: Product) => product.id === 3 || product.id >= 100;
    const group = found.filter(tied);
    if (group.length === 0) return found;
    const turn = (this.#tieSearches * 4) % group.length;
    const reordered = [...group.slice(turn), ...group.slice(0, turn)];
    return found.map((product) => (tied(product) ? reordered.shift()! : product));
  }

  searchCategories(query: URLSearchParams, locale: string): Schemas['Category'][] {
    const parents = query.getAll('parentsIds[]').map(Number);
    const categories = this.categories.map((category) => translate('category', category, locale));
    return search(categories, query, (c) => parents.length === 0 || parents.includes(c.parent ?? 0));
  }

  searchBrands(query: URLSearchParams, locale: string): Schemas['Brand'][] {
    return search(
      this.brands.map((brand) => translate('brand', brand, locale)),
      query,
    );
  }

  localDeliveryModules(locale: string) {
    return this.deliveryModules.map((module) => translate('deliveryModule', module, locale));
  }

  localPaymentModules(locale: string) {
    return this.paymentModules.map((module) => translate('paymentModule', module, locale));
  }
}
