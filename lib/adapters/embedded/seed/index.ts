import { sql } from 'drizzle-orm';
import type { ShopDatabase } from '../database';
import * as s from '../schema';
import { SizeValues } from './attributes';
import { brandDefinitions } from './brands';
import { allKinds, categoryId } from './catalogue';
import { siteMedia, withdrawalForms } from './media/site-media';
import { ProductRows } from './product-rows';
import { productFactory, type SeedProduct } from './products';
import { Random } from './random';
import { addRelations, digest, type ProductDigest } from './relations';
import { addSetParts, SetPartCandidates, setProduct } from './product-sets';
import { refreshProductListing } from '../queries/listing-refresh';
import { addReferenceData, EUR } from './static-data';
import { addStoreSettings } from './store-settings';
import { addStructure } from './structure';
import { writeDemoCoupons } from './coupons';
import { writeDeliveryConfiguration } from './delivery';
import { t } from './texts';
import { UrlWriter } from './urls';
import { RowWriter } from './writer';

export interface SeedOptions {
  seed: number;
  products: number;
  onProgress?: (productsDone: number, rowsWritten: number) => void;
}

export interface SeedResult {
  products: number;
  rows: number;
  milliseconds: number;
}

const BATCH = 500;

// Parents before children, so every foreign key finds its row within the same flush.
const tableOrder = [
  s.lang,
  s.country,
  s.countryI18n,
  s.currency,
  s.tax,
  s.taxI18n,
  s.taxRule,
  s.taxRuleI18n,
  s.taxRuleCountry,
  s.attribute,
  s.attributeI18n,
  s.attributeAv,
  s.attributeAvI18n,
  s.feature,
  s.featureI18n,
  s.featureAv,
  s.featureAvI18n,
  s.associatedKeyword,
  s.associatedKeywordI18n,
  s.mediaFile,
  s.category,
  s.categoryI18n,
  s.brand,
  s.brandI18n,
  s.folder,
  s.folderI18n,
  s.content,
  s.contentI18n,
  s.contentFolder,
  s.contentImage,
  s.contentImageI18n,
  s.product,
  s.productI18n,
  s.productSafetyI18n,
  s.productCategory,
  s.productSaleElements,
  s.productSetPart,
  s.productPrice,
  s.productPriceHistory,
  s.attributeCombination,
  s.featureProduct,
  s.productAssociatedKeyword,
  s.productUndeliverableCountry,
  s.productImage,
  s.productImageI18n,
  s.productDocument,
  s.productDocumentI18n,
  s.productEnergyLabel,
  s.productRelation,
  s.rewritingUrl,
  s.store,
  s.storeConfig,
  s.moduleConfig,
  s.seedRun,
];

/**
 * The last product is an ex-display piece taken out of the range: hidden, with a fixed title, so its URL is
 * known and shows what a shopper from an old search result gets (docs/product.md §8 productFetchFailed).
 */
function withdrawnLast(product: SeedProduct, last: boolean): SeedProduct {
  if (!last) return product;
  return {
    ...product,
    visible: false,
    title: t(
      'Ausstellungsstück Waschtischset Loft',
      'Set lavoar Loft din expoziție',
      'Loft washbasin set ex display',
    ),
  };
}

export async function isSeeded(db: ShopDatabase): Promise<boolean> {
  const [row] = await db.select({ id: s.seedRun.id }).from(s.seedRun).limit(1);
  return row !== undefined;
}

/**
 * Writes the demo shop into an empty database. The caller runs it inside one transaction, so an interrupted
 * seed leaves nothing behind; the `seed_run` row written last marks a complete catalogue.
 */
export async function seedCatalogue(db: ShopDatabase, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const random = new Random(options.seed);
  const writer = new RowWriter(db, tableOrder);
  const urls = new UrlWriter(writer);
  const sizes = new SizeValues();
  allKinds.forEach((kind) => kind.sizes.forEach((size) => sizes.register(size)));

  addReferenceData(writer, sizes);
  const contentIds = new Map<string, number>();
  addStructure(writer, urls, contentIds);
  for (const file of siteMedia()) {
    const contentType = file.file.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
    writer.add(s.mediaFile, {
      file: file.file,
      contentType,
      width: file.width,
      height: file.height,
      body: file.body,
    });
  }
  for (const form of await withdrawalForms())
    writer.add(s.mediaFile, { file: form.file, contentType: 'application/pdf', body: form.body });
  await writer.flush();

  const factory = productFactory(random, brandDefinitions, sizes);
  const rows = new ProductRows(writer, urls, new Date());
  const digests: ProductDigest[] = [];
  const bestSellers: Array<{ id: number; sales: number }> = [];
  const setParts = new SetPartCandidates();
  for (let id = 1; id <= options.products; id += 1) {
    const product = withdrawnLast(factory.next(id), id === options.products);
    const retired = random.chance(0.08)
      ? t(
          `${product.title.de} Modell 2022`,
          `${product.title.ro} model 2022`,
          `${product.title.en} 2022 model`,
        )
      : null;
    await rows.add(product, retired);
    setParts.consider(product);
    digests.push(digest(product));
    if (product.visible && !product.kind.service) bestSellers.push({ id, sales: product.salesCount });
    if (id % BATCH === 0 || id === options.products) {
      await writer.flush();
      options.onProgress?.(id, writer.rowsWritten);
    }
  }
  for (const [index, parts] of setParts.sets().entries()) {
    const set = setProduct(options.products + index + 1, factory.nextSaleElementId(), parts);
    await rows.add(set, null);
    addSetParts(writer, set, parts);
  }
  await writer.flush();
  addRelations(writer, digests, random);

  const visibleGoods = digests.filter(
    (d) => d.visible && d.kindCode !== 'assembly-service' && d.kindCode !== 'maintenance-service',
  );
  addStoreSettings(writer, {
    categoryId,
    contentId: (code) => contentIds.get(code) ?? 0,
    brandIds: brandDefinitions.map((_, index) => index + 1),
    bestSellerIds: bestSellers
      .sort((a, b) => b.sales - a.sales)
      .slice(0, 8)
      .map((p) => p.id),
    homepageProductIds: random.draw(visibleGoods, 8).map((p) => p.id),
    priceRequestProductIds: visibleGoods
      .filter((p) => p.kindCode === 'heat-pump')
      .slice(0, 2)
      .map((p) => p.id),
  });
  await writer.flush();
  await writeDeliveryConfiguration(db);
  await writeDemoCoupons(db);
  await refreshProductListing(db, EUR);
  writer.add(s.seedRun, {
    seed: options.seed,
    products: options.products,
    finishedAt: new Date().toISOString(),
  });
  await writer.flush();
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('rewriting_url', 'id'), (SELECT coalesce(max(id), 1) FROM rewriting_url))`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('product_document', 'id'), (SELECT coalesce(max(id), 1) FROM product_document))`,
  );
  // Without statistics the planner joins a fresh catalogue badly: listing queries ran 2–10× slower before.
  await db.execute(sql`ANALYZE`);
  return { products: options.products, rows: writer.rowsWritten, milliseconds: performance.now() - started };
}
