import { and, asc, eq, inArray } from 'drizzle-orm';
import { countryIdSchema } from '../../../schemas';
import type { Badge, CountryId, Image, ProductSummary } from '../../../types';
import type { ShopDatabase } from '../database';
import {
  associatedKeyword,
  associatedKeywordI18n,
  brandI18n,
  product,
  productAssociatedKeyword,
  productCategory,
  productI18n,
  productImage,
  productImageI18n,
  productPrice,
  productSaleElements,
  productUndeliverableCountry,
} from '../schema';
import { defaultSaleElementOfProduct, priceIn, toSaleElement, translated } from './joins';
import { currentUrls } from './urls';
import { firstImagePerOwner } from './first-images';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

async function firstImages(db: ShopDatabase, ids: number[], locale: string): Promise<Map<number, Image>> {
  const rows = await db
    .select({ image: productImage, alt: productImageI18n.title })
    .from(productImage)
    .leftJoin(productImageI18n, translated(productImageI18n, productImage.id, locale))
    .where(and(inArray(productImage.productId, ids), eq(productImage.visible, true)))
    .orderBy(asc(productImage.productId), asc(productImage.position));
  return firstImagePerOwner(rows, (row) => row.image.productId);
}

async function badgesOf(db: ShopDatabase, ids: number[], locale: string): Promise<Map<number, Badge[]>> {
  const rows = await db
    .select({
      productId: productAssociatedKeyword.productId,
      code: associatedKeyword.code,
      color: associatedKeyword.color,
      title: associatedKeywordI18n.title,
    })
    .from(productAssociatedKeyword)
    .innerJoin(associatedKeyword, eq(associatedKeyword.id, productAssociatedKeyword.keywordId))
    .innerJoin(associatedKeywordI18n, translated(associatedKeywordI18n, associatedKeyword.id, locale))
    .where(inArray(productAssociatedKeyword.productId, ids))
    .orderBy(asc(associatedKeyword.id));
  return new Map(
    [...groupBy(rows, (row) => row.productId)].map(([id, group]) => [
      id,
      group.map(({ code, title, color }) => ({ code, title, color })),
    ]),
  );
}

async function undeliverableOf(db: ShopDatabase, ids: number[]): Promise<Map<number, CountryId[]>> {
  const rows = await db
    .select()
    .from(productUndeliverableCountry)
    .where(inArray(productUndeliverableCountry.productId, ids));
  return new Map(
    [...groupBy(rows, (row) => row.productId)].map(([id, group]) => [
      id,
      group.map((row) => countryIdSchema.parse(row.countryId)),
    ]),
  );
}

/** Loads listing cards for product ids, keeping the order of `ids`; invisible or untranslated products drop out. */
export async function hydrateSummaries(
  db: ShopDatabase,
  ids: number[],
  locale: string,
  defaultCurrencyId: number,
): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  // One wave of independent reads: a server's pool answers them side by side.
  const [rows, productUrls, brandUrls, images, badges, undeliverable] = await Promise.all([
    db
      .select({
        product,
        title: productI18n.title,
        brandTitle: brandI18n.title,
        pse: productSaleElements,
        price: productPrice,
        defaultCategoryId: productCategory.categoryId,
      })
      .from(product)
      .innerJoin(productI18n, translated(productI18n, product.id, locale))
      .innerJoin(productSaleElements, defaultSaleElementOfProduct)
      .innerJoin(productPrice, priceIn(defaultCurrencyId))
      .leftJoin(brandI18n, translated(brandI18n, product.brandId, locale))
      .leftJoin(
        productCategory,
        and(eq(productCategory.productId, product.id), eq(productCategory.defaultCategory, true)),
      )
      .where(and(inArray(product.id, ids), eq(product.visible, true))),
    currentUrls(db, 'product', ids, locale),
    currentUrls(
      db,
      'brand',
      db.select({ id: product.brandId }).from(product).where(inArray(product.id, ids)),
      locale,
    ),
    firstImages(db, ids, locale),
    badgesOf(db, ids, locale),
    undeliverableOf(db, ids),
  ]);
  const byId = new Map(
    rows.map(({ product: p, title, brandTitle, pse, price, defaultCategoryId }) => {
      const summary: ProductSummary = {
        id: p.id,
        ref: p.ref,
        title,
        url: productUrls.get(p.id) ?? '',
        kind: p.kind === 'service' ? 'service' : 'goods',
        brand:
          p.brandId && brandTitle
            ? { id: p.brandId, title: brandTitle, url: brandUrls.get(p.brandId) ?? '' }
            : null,
        image: images.get(p.id) ?? null,
        taxRuleId: p.taxRuleId,
        defaultCategoryId,
        defaultSaleElement: toSaleElement(pse, price),
        badges: badges.get(p.id) ?? [],
        salesCount: p.salesCount,
        undeliverableCountryIds: undeliverable.get(p.id) ?? [],
      };
      return [p.id, summary] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
