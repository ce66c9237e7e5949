import { sql } from 'drizzle-orm';
import { contentLocaleOf } from '../../../shop/languages';
import type { LanguageCode } from '../../../shop/schemas';
import type { ShopDatabase } from '../../embedded/database';
import { refreshProductListing } from '../../embedded/queries/listing-refresh';
import { selectRows } from '../../embedded/queries/raw';
import type { components } from '../openapi/thelia-open-api';
import { createTheliaClient } from '../thelia-client';
import type { TransportOptions } from '../thelia-transport';
import { AddressWriter } from './index-addresses';
import { clearSeedCatalogue, hideAllBut, readFrame, writeMenus } from './index-frame';
import { ProductWriter } from './index-products';
import { writeTaxonomy } from './index-taxonomy';
import { theliaCatalogueReader } from './thelia-catalogue-reader';
import { productRows, type ProductRows } from './thelia-product-rows';
import type { Localised } from './thelia-texts';
import { brandRows, categoryRows } from './thelia-taxonomy-rows';
import { shopRootOf } from './thelia-urls';

type Product = components['schemas']['Product'];

/** Serialises imports: two at once would write the same rows and trip over each other's keys. */
const IMPORT_LOCK_KEY = 727_010;

/** The storefront's languages, German (the shop's default language) first: its answers page the products. */
const languages: readonly LanguageCode[] = ['de', 'en', 'ro'];

export interface TheliaImportOptions {
  /** The OpenApi module's base URL (and, for tests, the fetch it is reached with). */
  thelia: TransportOptions;
  /** Products per search call. */
  pageSize?: number;
  /**
   * THELIA_FORWARD_SINCE: orders placed before are never forwarded, so Thelia's stock is not waiting for them
   * (the stock written is Thelia's less the units of orders forwarded to it not yet).
   */
  forwardSince?: Date;
  /** When the imported prices apply from, for the price history. */
  now?: Date;
  onProgress?: (productsRead: number) => void;
}

export interface TheliaImportResult {
  firstImport: boolean;
  categories: number;
  brands: number;
  /** Products read, and how many of them Thelia shows. */
  products: number;
  visibleProducts: number;
  saleElements: number;
  /** Shown until now and hidden by this import, Thelia no longer having them. */
  hidden: { products: number; categories: number; brands: number };
  /** Variants Thelia deleted, kept unsellable; variants Thelia sends without a price, left out. */
  retiredSaleElements: number;
  unpricedSaleElements: number;
  /** Sale elements whose stock was reduced by the storefront's orders Thelia has not taken yet. */
  stockHeldBack: number;
  /** Products the pages skipped (Thelia's paging is unstable) but asking by id found. */
  rereadProducts: number;
  priceChanges: number;
  addresses: number;
  /** Locales Thelia answered in another language, having no such language. */
  substitutedLocales: Array<{ asked: string; answered: string }>;
  milliseconds: number;
}

/** The products shown in the index that this import's pages did not bring. */
async function shownBut(db: ShopDatabase, ids: ReadonlySet<number>): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM product WHERE visible AND NOT (id = ANY(${sql.param([...ids])}::int[])) ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Brings Thelia's catalogue into the embedded database's catalogue tables: categories, brands, products with
 * their sale elements, stock, net prices, features, attributes and rewritten URLs, all under Thelia's ids, so
 * carts and orders kept at Thelia name the same products as the pages. Everything is read from Thelia first, with
 * no transaction open (its calls may take a minute); then it is written in one short transaction, which the
 * storefront's orders wait for only as long as the writing takes, and the listing and search structures are
 * rebuilt from it. Thelia down or refusing midway leaves the index as it was.
 */
export async function importTheliaCatalogue(
  db: ShopDatabase,
  options: TheliaImportOptions,
): Promise<TheliaImportResult> {
  const started = performance.now();
  const at = options.now ?? new Date();
  const shopRoot = shopRootOf(options.thelia.baseUrl);
  const pageSize = options.pageSize ?? 100;
  const reader = theliaCatalogueReader(
    createTheliaClient(options.thelia),
    languages.map(contentLocaleOf),
    pageSize,
  );
  // A database that cannot take the catalogue is refused before Thelia is asked for anything.
  await readFrame(db);

  const categories = (await reader.categories()).map((item) => categoryRows(item, shopRoot));
  const brands = (await reader.brands()).map(brandRows);
  const context = {
    shopRoot,
    categoryIds: new Set(categories.map((rows) => rows.category.id)),
    brandIds: new Set(brands.map((rows) => rows.brand.id)),
  };
  const read = new Map<number, ProductRows>();
  const take = (page: Array<Localised<Product>>) => {
    for (const item of page) read.set(item.primary.id, productRows(item, context));
    options.onProgress?.(read.size);
  };
  for await (const page of reader.products()) take(page);
  // Thelia orders its pages by a timestamp products created together share, and MySQL gives ties in any order:
  // a product may have been skipped. Every one the index shows and the pages missed is asked for by id; only
  // those Thelia no longer returns are hidden.
  const missed = await shownBut(db, new Set(read.keys()));
  let reread = 0;
  for await (const page of reader.productsById(missed)) {
    take(page);
    reread += page.length;
  }
  const all = [...read.values()];

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(IMPORT_LOCK_KEY))})`);
    const frame = await readFrame(tx);
    if (frame.firstImport) await clearSeedCatalogue(tx);
    const addresses = await AddressWriter.open(tx);
    const taxonomy = await writeTaxonomy(tx, categories, brands, addresses);
    const products = await ProductWriter.open(tx, frame, addresses, at, all);
    for (const page of pagesOfRows(all, pageSize)) await products.write(page);
    const heldBack = await products.holdBackPendingOrders(options.forwardSince);
    const hiddenProducts = await hideAllBut(tx, 'product', products.seen);
    await addresses.finish();
    if (frame.firstImport) await writeMenus(tx);
    await refreshProductListing(tx, frame.currencyId);
    // Fresh statistics for the planner, as after a seed: a catalogue changed this much is joined badly without.
    await tx.execute(sql`ANALYZE`);
    return {
      firstImport: frame.firstImport,
      categories: categories.length,
      brands: brands.length,
      products: products.seen.size,
      visibleProducts: products.visible,
      saleElements: products.saleElements,
      hidden: {
        products: hiddenProducts,
        categories: taxonomy.hiddenCategories,
        brands: taxonomy.hiddenBrands,
      },
      retiredSaleElements: products.retiredSaleElements,
      unpricedSaleElements: products.unpriced,
      stockHeldBack: heldBack,
      priceChanges: products.priceChanges,
      addresses: addresses.written,
    };
  });
  return {
    ...outcome,
    rereadProducts: reread,
    substitutedLocales: reader.substitutedLocales(),
    milliseconds: performance.now() - started,
  };
}

function pagesOfRows<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}
