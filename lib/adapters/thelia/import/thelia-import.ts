import { sql } from 'drizzle-orm';
import { contentLocaleOf } from '../../../shop/languages';
import type { LanguageCode } from '../../../shop/schemas';
import type { ShopDatabase } from '../../embedded/database';
import { refreshProductListing } from '../../embedded/queries/listing-refresh';
import { createTheliaClient } from '../thelia-client';
import type { TransportOptions } from '../thelia-transport';
import { AddressWriter } from './index-addresses';
import { clearSeedCatalogue, hideAllBut, readFrame, writeMenus } from './index-frame';
import { ProductWriter } from './index-products';
import { writeTaxonomy } from './index-taxonomy';
import { theliaCatalogueReader } from './thelia-catalogue-reader';
import { productRows } from './thelia-product-rows';
import { brandRows, categoryRows } from './thelia-taxonomy-rows';
import { shopRootOf } from './thelia-urls';

/** Serialises imports: two at once would write the same rows and trip over each other's keys. */
const IMPORT_LOCK_KEY = 727_010;

/** The storefront's languages, German (the shop's default language) first: its answers page the products. */
const languages: readonly LanguageCode[] = ['de', 'en', 'ro'];

export interface TheliaImportOptions {
  /** The OpenApi module's base URL (and, for tests, the fetch it is reached with). */
  thelia: TransportOptions;
  /** Products per search call. */
  pageSize?: number;
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
  priceChanges: number;
  addresses: number;
  /** Locales Thelia answered in another language, having no such language. */
  substitutedLocales: Array<{ asked: string; answered: string }>;
  milliseconds: number;
}

/**
 * Brings Thelia's catalogue into the embedded database's catalogue tables, in one transaction: categories,
 * brands, products with their sale elements, stock, net prices, features, attributes and rewritten URLs, all
 * under Thelia's ids, so carts and orders kept at Thelia name the same products as the pages. Then the listing
 * and search structures are rebuilt from them. Thelia down or refusing midway leaves the index as it was.
 */
export async function importTheliaCatalogue(
  db: ShopDatabase,
  options: TheliaImportOptions,
): Promise<TheliaImportResult> {
  const started = performance.now();
  const at = options.now ?? new Date();
  const shopRoot = shopRootOf(options.thelia.baseUrl);
  const reader = theliaCatalogueReader(
    createTheliaClient(options.thelia),
    languages.map(contentLocaleOf),
    options.pageSize ?? 100,
  );
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(IMPORT_LOCK_KEY))})`);
    const frame = await readFrame(tx);
    if (frame.firstImport) await clearSeedCatalogue(tx);
    const addresses = await AddressWriter.open(tx);
    const categories = (await reader.categories()).map((item) => categoryRows(item, shopRoot));
    const brands = (await reader.brands()).map(brandRows);
    const taxonomy = await writeTaxonomy(tx, categories, brands, addresses);
    const context = {
      shopRoot,
      categoryIds: new Set(categories.map((rows) => rows.category.id)),
      brandIds: new Set(brands.map((rows) => rows.brand.id)),
    };
    const products = new ProductWriter(tx, frame, addresses, at);
    for await (const page of reader.products()) {
      await products.write(page.map((item) => productRows(item, context)));
      options.onProgress?.(products.seen.size);
    }
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
      priceChanges: products.priceChanges,
      addresses: addresses.written,
    };
  });
  return {
    ...outcome,
    substitutedLocales: reader.substitutedLocales(),
    milliseconds: performance.now() - started,
  };
}
